import { useEffect, useRef } from 'react';
import { TOUR_LIMITS } from 'shared/tours';
import { YEAR_WORDS, countOf } from '../common/russian-plural';
import type { SearchFormAction, SearchFormErrors } from './search-form-state';
import styles from './search-form.module.css';

const ADULT_OPTIONS = Array.from({ length: TOUR_LIMITS.maxAdults - TOUR_LIMITS.minAdults + 1 }, (_, index) => TOUR_LIMITS.minAdults + index);
const AGE_OPTIONS = Array.from({ length: TOUR_LIMITS.maxChildAge + 1 }, (_, age) => age);

export function ageText(age: number): string {
  return age === 0 ? 'до 1 года' : countOf(age, YEAR_WORDS);
}

interface PartyFieldsProps {
  adults: number;
  childrenAges: (number | null)[];
  errors: SearchFormErrors;
  dispatch: (action: SearchFormAction) => void;
}

/** Who travels: adults (1 by default) and each child's age (none by default; the price depends on it). */
export function PartyFields({ adults, childrenAges, errors, dispatch }: PartyFieldsProps) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const count = useRef(childrenAges.length);
  useEffect(() => {
    // Keyboard focus follows the change: to the new child's age, or back to 'Добавить ребёнка'.
    const previous = count.current;
    count.current = childrenAges.length;
    if (childrenAges.length > previous) fieldset.current?.querySelector<HTMLSelectElement>(`select[name="child-${childrenAges.length - 1}"]`)?.focus();
    else if (childrenAges.length < previous) fieldset.current?.querySelector<HTMLButtonElement>('[data-add-child]')?.focus();
  }, [childrenAges.length]);
  return (
    <fieldset className={styles.party} ref={fieldset}>
      <legend className={styles.label}>Туристы</legend>
      <div className={styles.partyRow}>
        <label className={styles.inlineLabel}>
          Взрослых
          <select
            className={styles.control}
            name="adults"
            value={adults}
            onChange={(event) => dispatch({ type: 'adults', adults: Number(event.target.value) })}
          >
            {ADULT_OPTIONS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        {childrenAges.map((age, index) => {
          const errorId = `tour-child-${index}-error`;
          const error = errors[`childrenAges.${index}`];
          return (
            <div key={index} className={styles.child}>
              <label className={styles.inlineLabel}>
                Возраст ребёнка {index + 1}
                <select
                  className={styles.control}
                  name={`child-${index}`}
                  value={age ?? ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => dispatch({ type: 'childAge', index, age: event.target.value === '' ? null : Number(event.target.value) })}
                >
                  <option value="">Выберите</option>
                  {AGE_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {ageText(option)}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={styles.removeChild}
                aria-label={`Убрать ребёнка ${index + 1}`}
                onClick={() => dispatch({ type: 'removeChild', index })}
              >
                ✕
              </button>
              {error && (
                <span id={errorId} className={styles.error}>
                  {error}
                </span>
              )}
            </div>
          );
        })}
        {childrenAges.length < TOUR_LIMITS.maxChildren && (
          <button type="button" className={styles.addChild} data-add-child onClick={() => dispatch({ type: 'addChild' })}>
            + Добавить ребёнка
          </button>
        )}
      </div>
    </fieldset>
  );
}
