import { useCombobox } from 'downshift';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ComboboxMessages, isApiError } from 'shared';
import { findPlaces, latinKeysToCyrillic, type PlacePrediction } from 'shared/flights';
import { officialCityQuery } from './city-nicknames';
import { recentCities } from './recent-searches';
import { cityChoiceOf, type CityChoice } from './search-form-values';
import styles from './search-form.module.css';

interface CityOption {
  key: string;
  choice: CityChoice;
  label: string;
  detail: string;
  kind: 'city' | 'airport' | 'recent';
}

export interface CityComboboxProps {
  label: string;
  name: string;
  text: string;
  choice: CityChoice | null;
  error?: string;
  /** The traveller typed: the text changes and any earlier choice no longer holds. */
  onTextChange: (text: string) => void;
  /** A city was taken from the list (its name becomes the text). */
  onChoose: (choice: CityChoice) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
}

function optionOf(place: PlacePrediction): CityOption {
  if (place.type === 'airport') {
    // The search uses the airport code itself (SVO), so the choice names the airport. A city and
    // its main airport may share a code (IST), so the keys say which is which.
    return {
      key: `airport-${place.code}`,
      choice: cityChoiceOf(place),
      label: `${place.name}`,
      detail: `${place.code}, аэропорт`,
      kind: 'airport',
    };
  }
  const airports = place.airports.length > 1 ? `, ${place.airports.length} аэропорта` : '';
  return {
    key: `city-${place.cityId}`,
    choice: cityChoiceOf(place),
    label: place.city,
    detail: `${place.country}${airports}`,
    kind: 'city',
  };
}

const SUGGEST_DELAY_MS = 150;

/** A city field as an ARIA 1.2 combobox (downshift): arrows, Enter or Tab to take, Escape to close, suggestion count announced; empty, it offers the last searches' cities. */
export function CityCombobox({ label, name, text, choice, error, onTextChange, onChoose, inputRef }: CityComboboxProps) {
  const [options, setOptions] = useState<CityOption[]>([]);
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);
  const lastQuery = useRef('');

  useEffect(() => {
    const query = text.trim();
    if (choice && choice.city === text) return;
    if (!query) {
      setOptions(recentCities().map((city) => ({ key: `recent-${city.cityId}`, choice: city, label: city.city, detail: city.country, kind: 'recent' })));
      setStatus('');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lastQuery.current = query;
      findPlaces(officialCityQuery(query), 8, controller.signal)
        .then((answer) => {
          const next = answer.items.map(optionOf);
          setFailed(false);
          setOptions(next);
          setStatus(next.length ? `Найдено вариантов: ${next.length}. Выбор стрелками и Enter` : 'Ничего не найдено');
        })
        .catch((caught: unknown) => {
          if (controller.signal.aborted) return;
          setFailed(true);
          setOptions([]);
          setStatus(isApiError(caught) ? caught.message : 'Не удалось загрузить подсказки');
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, choice]);

  const selected = useMemo(() => options.find((o) => choice && o.choice.cityId === choice.cityId && o.choice.city === choice.city) ?? null, [options, choice]);
  const combobox = useCombobox<CityOption>({
    items: options,
    inputValue: text,
    selectedItem: selected,
    itemToString: (option) => option?.choice.city ?? '',
    itemToKey: (option) => option?.key,
    defaultHighlightedIndex: 0,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChoose(selectedItem.choice);
    },
  });

  const errorId = `${name}-error`;
  const typedLatin = latinKeysToCyrillic(text);
  const showLayoutHint = typedLatin !== null && options.some((o) => o.label.toLowerCase().startsWith(typedLatin.slice(0, 3)));
  return (
    <div className={styles.field} data-field={name}>
      <label className={styles.label} {...combobox.getLabelProps()}>
        {label}
      </label>
      <input
        className={styles.control}
        data-invalid={error ? 'true' : undefined}
        {...combobox.getInputProps({
          name,
          ref: inputRef,
          autoComplete: 'off',
          spellCheck: false,
          placeholder: 'Город, аэропорт',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          // In the event itself, not in downshift's later callback: a fast typist's next key
          // must find the new value already in place, or the controlled input drops it.
          onChange: (event) => onTextChange((event.target as HTMLInputElement).value),
          onFocus: () => {
            if (!text && options.length && !combobox.isOpen) combobox.openMenu();
          },
        })}
      />
      <ul className={styles.menu} data-open={combobox.isOpen && (options.length > 0 || failed) ? 'true' : undefined} {...combobox.getMenuProps()}>
        {combobox.isOpen && showLayoutHint && (
          <li className={styles.menuNote} role="presentation">
            Ищем «{typedLatin}»: похоже, включена английская раскладка
          </li>
        )}
        {combobox.isOpen && options[0]?.kind === 'recent' && (
          <li className={styles.menuNote} role="presentation">
            Вы искали
          </li>
        )}
        {combobox.isOpen &&
          options.map((option, index) => (
            <li
              key={option.key}
              className={option.kind === 'airport' ? styles.airportOption : styles.option}
              data-highlighted={combobox.highlightedIndex === index ? 'true' : undefined}
              {...combobox.getItemProps({ item: option, index })}
            >
              <span className={styles.optionLabel}>{option.label}</span>
              <span className={styles.optionDetail}>{option.detail}</span>
            </li>
          ))}
        {combobox.isOpen && failed && (
          <li className={styles.menuNote} role="presentation">
            {status}
          </li>
        )}
      </ul>
      <ComboboxMessages status={combobox.isOpen ? status : ''} error={error} errorId={errorId} errorClassName={styles.error} />
    </div>
  );
}
