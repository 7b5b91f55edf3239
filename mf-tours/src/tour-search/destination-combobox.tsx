import { useCombobox } from 'downshift';
import { useEffect, useId, useState } from 'react';
import { ComboboxMessages, failureMessage } from 'shared';
import { findDestinations, type Destination } from 'shared/tours';
import { rememberDestination } from '../common/destination-cache';
import { TOURS_FAILURE_WORDING } from '../common/tours-texts';
import type { DestinationChoice } from './search-form-state';
import styles from './search-form.module.css';

const TYPE_TEXT: Record<Destination['type'], string> = { country: 'Страна', resort: 'Курорт', hotel: 'Отель' };
/** Suggestions wait for a short pause in typing, so a fast typist sends one request, not five. */
const SUGGEST_DELAY_MS = 200;
const MIN_QUERY_LENGTH = 2;

export interface DestinationComboboxProps {
  text: string;
  choice: DestinationChoice | null;
  error?: string;
  errorId: string;
  onTextChange: (text: string) => void;
  onChoose: (choice: DestinationChoice | null) => void;
}

/**
 * 'Куда': an ARIA 1.2 combobox (downshift) over the API's countries, resorts and hotels. Arrows
 * move through the suggestions, Enter takes one, Escape closes; how many were found is announced.
 */
export function DestinationCombobox({ text, choice, error, errorId, onTextChange, onChoose }: DestinationComboboxProps) {
  const [items, setItems] = useState<Destination[]>([]);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const query = text.trim();
    if (choice && choice.name === text) return;
    if (query.length < MIN_QUERY_LENGTH) {
      setItems([]);
      setStatus(query ? 'Введите ещё букву' : '');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      findDestinations(query, controller.signal).then(
        (answer) => {
          setItems(answer.items);
          setStatus(answer.items.length ? `Найдено направлений: ${answer.items.length}. Выбор стрелками и Enter` : 'Ничего не нашлось: проверьте название');
        },
        (caught: unknown) => {
          if (controller.signal.aborted) return;
          setItems([]);
          setStatus(`Не удалось загрузить подсказки. ${failureMessage(caught, TOURS_FAILURE_WORDING)}`);
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, choice]);

  // Named ids, so the label's `htmlFor` is visible in the markup and not only inside downshift's props.
  const inputId = useId();
  const combobox = useCombobox<Destination>({
    inputId,
    items,
    inputValue: text,
    selectedItem: items.find((item) => choice && item.type === choice.type && item.id === choice.id) ?? null,
    itemToString: (item) => item?.name ?? '',
    itemToKey: (item) => (item ? `${item.type}-${item.id}` : ''),
    defaultHighlightedIndex: 0,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) onTextChange(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      rememberDestination(selectedItem);
      onChoose({ type: selectedItem.type, id: selectedItem.id, name: selectedItem.name, locationName: selectedItem.locationName });
    },
  });

  const showMenu = combobox.isOpen && items.length > 0;
  return (
    <div className={`${styles.field} ${styles.destinationField}`}>
      <label className={styles.label} {...combobox.getLabelProps()} htmlFor={inputId}>
        Куда
      </label>
      <input
        className={styles.control}
        {...combobox.getInputProps({
          name: 'destination',
          autoComplete: 'off',
          spellCheck: false,
          placeholder: 'Страна, курорт или отель',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
      />
      <ul className={styles.menu} data-open={showMenu ? 'true' : undefined} {...combobox.getMenuProps()}>
        {combobox.isOpen &&
          items.map((item, index) => (
            <li
              key={`${item.type}-${item.id}`}
              className={styles.option}
              data-highlighted={combobox.highlightedIndex === index ? 'true' : undefined}
              {...combobox.getItemProps({ item, index })}
            >
              <span className={styles.optionLabel}>{item.name}</span>
              <span className={styles.optionDetail}>{[TYPE_TEXT[item.type], item.locationName].filter(Boolean).join(', ')}</span>
            </li>
          ))}
      </ul>
      {/* Outside the listbox (it may hold options only); announced by the status region below. */}
      {combobox.isOpen && items.length === 0 && status && (
        <p className={styles.menuNote} aria-hidden="true">
          {status}
        </p>
      )}
      <ComboboxMessages status={combobox.isOpen ? status : ''} error={error} errorId={errorId} errorClassName={styles.error} />
    </div>
  );
}
