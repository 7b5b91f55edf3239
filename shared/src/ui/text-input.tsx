import { useId, useState, type ChangeEvent, type HTMLAttributes, type Ref } from 'react';
import { AlertText, DEFAULT_INVALID_MESSAGE, Icon, TEXT_INPUT_DEFAULTS } from 'shared';
import { afterPointerRelease } from './after-pointer-release';
import { applyMask } from './input-mask';
import styles from './text-input.module.css';

/** A rule for the value: true when fine; false or a message when not. */
export type Validator = (value: string) => boolean | string;

export interface TextInputProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Lazy: no message until the person leaves the field once (product rules §9 default, §5 behaviour). */
  lazy?: boolean;
  /** Keep surrounding whitespace (passwords). */
  nonTrimmed?: boolean;
  validators?: Validator[];
  /** Replaces the first failing validator's message. */
  errorText?: string;
  /** A message from outside (the form library or the server). */
  error?: string;
  /** Shown only while the field is focused. */
  hint?: string;
  disabled?: boolean;
  /** `9` digit, `A` letter, `*` either; other characters are inserted (see input-mask.ts). */
  mask?: string;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
}

function firstFailure(value: string, validators: Validator[], field: string): string | null {
  for (const validate of validators) {
    const verdict = validate(value);
    if (verdict === true) continue;
    return typeof verdict === 'string' && verdict ? verdict : DEFAULT_INVALID_MESSAGE.replace('{field}', field);
  }
  return null;
}

/**
 * Text input of product rules §2/§5: validates on blur and on change (never on each keystroke), trims on
 * change unless non-trimmed, shows its hint only while focused, and no error while disabled.
 */
export function TextInput({
  label,
  name,
  value,
  onValueChange,
  onBlur,
  type = TEXT_INPUT_DEFAULTS.type,
  inputMode = TEXT_INPUT_DEFAULTS.inputMode,
  lazy = TEXT_INPUT_DEFAULTS.lazy,
  nonTrimmed = TEXT_INPUT_DEFAULTS.nonTrimmed,
  validators = [],
  errorText,
  error,
  hint,
  disabled = false,
  mask,
  autoComplete,
  placeholder,
  required,
  id,
  inputRef,
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? `${name}-${generatedId}`;
  const [focused, setFocused] = useState(false);
  const [revealed, setRevealed] = useState(false);
  // The value as of the last blur/change: validation follows it, not each keystroke.
  const [checkedValue, setCheckedValue] = useState<string | null>(lazy ? null : value);

  const ruleMessage = checkedValue === null ? null : firstFailure(checkedValue, validators, label);
  const failure = error || ruleMessage;
  const shownError = disabled || !failure ? null : (errorText ?? failure);
  // a hint the message already says is not said twice («Заполните фамилию русскими буквами, как в документе»)
  const hintSaidByError = Boolean(hint && shownError?.toLowerCase().includes(hint.toLowerCase()));
  const showHint = focused && Boolean(hint) && !disabled && !hintSaidByError;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const isPassword = type === 'password';

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    onValueChange(mask ? applyMask(raw, mask) : raw);
  }

  function handleBlur() {
    const committed = nonTrimmed ? value : value.trim();
    afterPointerRelease(() => {
      setFocused(false);
      if (committed !== value) onValueChange(committed);
      setCheckedValue(committed);
      onBlur?.();
    });
  }

  const describedBy = [shownError ? errorId : '', showHint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const inputClass = [styles.input, shownError ? styles.invalid : '', isPassword ? styles.withToggle : ''].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          className={inputClass}
          type={isPassword && revealed ? 'text' : type}
          inputMode={inputMode}
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          required={required}
          autoComplete={autoComplete ?? (isPassword ? 'current-password' : undefined)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={handleChange}
          onFocus={() => setFocused(true)}
          onBlur={handleBlur}
        />
        {isPassword && (
          <button
            type="button"
            className={styles.toggle}
            aria-label={revealed ? 'Скрыть пароль' : 'Показать пароль'}
            aria-pressed={revealed}
            aria-controls={inputId}
            disabled={disabled}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} size="md" />
          </button>
        )}
      </div>
      <div className={styles.messages}>
        <AlertText id={errorId} className={styles.error} message={shownError} />
        {showHint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
