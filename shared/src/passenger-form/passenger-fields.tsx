import { useId, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import type { Country } from '../countries/country-schemas';
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  GENDER_LABELS,
  GENDERS,
  LATIN_NAME_DOCUMENTS,
  RUSSIAN_DOMESTIC_DOCUMENTS,
  type DocumentType,
} from '../passengers/passenger-constants';
import { AlertText } from '../ui/alert-text';
import { FormTextInput } from '../ui/form-text-input';
import { TextInput } from '../ui/text-input';
import { icaoSpelling } from './icao-spelling';
import styles from './passenger-fields.module.css';
import type { PassengerFormValues } from './passenger-form-values';

type Field = keyof PassengerFormValues;

/** What each document number looks like, shown while the field has focus (docs/product-rules.md §5). */
const DOCUMENT_NUMBER_HINTS: Record<DocumentType, string> = {
  PASSPORT: 'Серия и номер: 10 цифр подряд',
  INT_PASSPORT: 'Номер: 9 цифр подряд',
  BIRTH: 'Например: IVИК765123',
  FOREIGN_PASSPORT: 'Заглавные латинские буквы и цифры, как в паспорте',
};
const DATE_HINT = 'ДД.ММ.ГГГГ, например 05.03.1990';
const DATE_MASK = '99.99.9999';

/** Fields whose rules read the document type: checked again when it changes. */
const DEPENDS_ON_DOCUMENT: readonly Field[] = ['lastName', 'firstName', 'middleName', 'documentNumber', 'documentExpiryDate'];

export interface PassengerFieldsProps {
  /** Where this passenger sits in the form's values: `passengers.0` in booking, '' for a lone passenger. */
  prefix?: string;
  /** The fieldset's legend: 'Взрослый, пассажир 1'. */
  legend: string;
  /** The offer's allowed documents; all four when the form is not about one offer (the profile). */
  allowedDocumentTypes?: readonly DocumentType[];
  countries: readonly Country[];
  disabled?: boolean;
  /** Beside the legend: the saved-passenger picker button. */
  actions?: ReactNode;
  /** Below the fields: the 'сохранить пассажира' tick. */
  footer?: ReactNode;
}

/**
 * One passenger's fields inside a react-hook-form FormProvider: text checked on blur, choices on change, never per keystroke;
 * hints only while focused; no error on a disabled field (§5). A Cyrillic name on a Latin document shows its passport spelling and a fix.
 */
export function PassengerFields({
  prefix = '',
  legend,
  allowedDocumentTypes = DOCUMENT_TYPES,
  countries,
  disabled = false,
  actions,
  footer,
}: PassengerFieldsProps) {
  const { control, trigger, getFieldState } = useFormContext<FieldValues>();
  const nameOf = (field: Field) => (prefix ? `${prefix}.${field}` : field);
  const documentType = (useWatch({ control, name: nameOf('documentType') }) as DocumentType | undefined) ?? allowedDocumentTypes[0] ?? 'PASSPORT';
  const latinNames = LATIN_NAME_DOCUMENTS.includes(documentType);
  const domestic = RUSSIAN_DOMESTIC_DOCUMENTS.includes(documentType);

  /** A choice is validated at once; the fields it governs are checked again once they were visited. */
  const afterChoice = (field: Field) => {
    const dependants = field === 'documentType' ? DEPENDS_ON_DOCUMENT.map(nameOf).filter((name) => getFieldState(name).isTouched) : [];
    void trigger([nameOf(field), ...dependants]);
  };

  const nameField = (field: 'lastName' | 'firstName' | 'middleName', label: string, autoComplete: string) => (
    <Controller
      name={nameOf(field)}
      control={control}
      render={({ field: input, fieldState }) => {
        const spelling = latinNames && !disabled ? icaoSpelling(String(input.value ?? '')) : null;
        return (
          <div className={styles.cell}>
            <TextInput
              label={label}
              name={input.name}
              value={String(input.value ?? '')}
              onValueChange={input.onChange}
              onBlur={input.onBlur}
              inputRef={input.ref}
              error={fieldState.error?.message}
              hint={spelling ? undefined : latinNames ? 'Латинскими буквами, как в паспорте' : 'Русскими буквами, как в документе'}
              autoComplete={autoComplete}
              required={field !== 'middleName' || domestic}
              disabled={disabled}
            />
            {/* The spelling line says how to write the name, so the hint would only repeat it. Pressing the fix
                keeps focus in the field: a blur there would reflow the messages and move the button from under the tap. */}
            {spelling && (
              <p className={styles.spelling}>
                В паспорте: <span lang="en">{spelling}</span>{' '}
                <button
                  type="button"
                  className={styles.fix}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    input.onChange(spelling);
                    void trigger(input.name);
                  }}
                >
                  Исправить на {spelling}
                </button>
              </p>
            )}
          </div>
        );
      }}
    />
  );

  const dateField = (field: 'birthDate' | 'documentExpiryDate', label: string) => (
    <div className={styles.cell}>
      <FormTextInput
        control={control}
        name={nameOf(field)}
        label={label}
        hint={DATE_HINT}
        mask={DATE_MASK}
        inputMode="numeric"
        placeholder="ДД.ММ.ГГГГ"
        autoComplete={field === 'birthDate' ? 'bday' : 'off'}
        required={field === 'birthDate' || !domestic}
        disabled={disabled}
      />
    </div>
  );

  /** A choice (radio group or select), validated at once through `afterChoice`. Options may depend on the current value. */
  const choiceField = (
    field: 'gender' | 'citizenship' | 'documentType',
    label: string,
    Choice: (props: ChoiceProps) => ReactNode,
    options: ChoiceProps['options'] | ((current: string) => ChoiceProps['options']),
  ) => (
    <Controller
      name={nameOf(field)}
      control={control}
      render={({ field: input, fieldState }) => {
        const value = String(input.value ?? '');
        return (
          <Choice
            label={label}
            name={input.name}
            value={value}
            options={typeof options === 'function' ? options(value) : options}
            error={disabled ? undefined : fieldState.error?.message}
            inputRef={input.ref}
            onChange={(next) => {
              input.onChange(next);
              afterChoice(field);
            }}
            onBlur={input.onBlur}
          />
        );
      }}
    />
  );

  return (
    <fieldset className={styles.passenger} disabled={disabled}>
      {/* The legend must be the fieldset's first child to name the group. */}
      <legend className={styles.legend}>{legend}</legend>
      {actions && <div className={styles.actions}>{actions}</div>}
      <div className={styles.grid}>
        {nameField('lastName', 'Фамилия', 'family-name')}
        {nameField('firstName', 'Имя', 'given-name')}
        {nameField('middleName', domestic ? 'Отчество' : 'Отчество (необязательно)', 'additional-name')}
        {choiceField(
          'gender',
          'Пол',
          ChoiceGroup,
          GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] })),
        )}
        {dateField('birthDate', 'Дата рождения')}
        {choiceField('citizenship', 'Гражданство', SelectField, (current) => citizenshipOptions(countries, current))}
        {choiceField(
          'documentType',
          'Документ',
          SelectField,
          allowedDocumentTypes.map((type) => ({ value: type, label: DOCUMENT_TYPE_LABELS[type] })),
        )}
        <div className={styles.cell}>
          <FormTextInput
            control={control}
            name={nameOf('documentNumber')}
            label="Номер документа"
            hint={DOCUMENT_NUMBER_HINTS[documentType]}
            inputMode={documentType === 'PASSPORT' || documentType === 'INT_PASSPORT' ? 'numeric' : 'text'}
            autoComplete="off"
            required
            disabled={disabled}
          />
        </div>
        {dateField('documentExpiryDate', domestic ? 'Срок действия (необязательно)' : 'Срок действия документа')}
      </div>
      {footer}
    </fieldset>
  );
}

function citizenshipOptions(countries: readonly Country[], current: string) {
  const options = countries.map((country) => ({ value: country.code, label: country.name }));
  // Until the list arrives (or if it fails) the current value still shows, so nothing looks lost.
  if (current && !countries.some((country) => country.code === current)) options.unshift({ value: current, label: current === 'RU' ? 'Россия' : current });
  return options;
}

interface ChoiceProps {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  error?: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
  onChange: (value: string) => void;
  onBlur: () => void;
}

function SelectField({ label, name, value, options, error, inputRef, onChange, onBlur }: ChoiceProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.cell}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        ref={inputRef}
        className={`${styles.select} ${error ? styles.invalid : ''}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <div className={styles.messages}>
        <AlertText id={errorId} className={styles.error} message={error} />
      </div>
    </div>
  );
}

function ChoiceGroup({ label, name, value, options, error, inputRef, onChange, onBlur }: ChoiceProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.cell}>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        className={styles.radios}
      >
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        <div className={styles.radioRow}>
          {options.map((option, index) => (
            <label key={option.value} className={`${styles.radio} ${error ? styles.invalid : ''}`}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                ref={index === 0 ? inputRef : undefined}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              {option.label}
            </label>
          ))}
        </div>
      </div>
      <div className={styles.messages}>
        <AlertText id={errorId} className={styles.error} message={error} />
      </div>
    </div>
  );
}
