import { useEffect, useRef, type MutableRefObject } from 'react';
import { DateField, typedDateToIso } from 'shared/date-field';
import { MAX_TRIP_LEGS, MIN_TRIP_LEGS } from 'shared/flights';
import { CityCombobox } from './city-combobox';
import { validateLegs, withLegAdded, withLegChanged, withLegRemoved, type LegField } from './multi-city-values';
import type { LegFormValues } from './search-form-values';
import styles from './search-form.module.css';

// The form's submit reads these through the same chunk, once the legs are on screen.
export { firstLegError, searchStringOfLegs, validateLegs } from './multi-city-values';

/** Where the form keeps the legs' inputs, so its submit can focus the first wrong one. */
export type LegFieldRefs = MutableRefObject<Record<`${number}-${LegField}`, HTMLInputElement | null>>;

export interface MultiCityLegsProps {
  legs: LegFormValues[];
  /** Errors show after the first search attempt, as on the simple form. */
  attempted: boolean;
  todayIso: string;
  lastIso: string;
  onLegsChange: (update: (legs: LegFormValues[]) => LegFormValues[]) => void;
  fields: LegFieldRefs;
  /** The form announces the number of wrong fields in its one status line. */
  onErrorCount: (count: number) => void;
}

/**
 * «Сложный маршрут»: 2–6 legs, each a group «Перелёт N» with the simple form's city fields and date
 * field. Its own chunk: the home page loads it only when the switch is turned on.
 */
export function MultiCityLegs({ legs, attempted, todayIso, lastIso, onLegsChange, fields, onErrorCount }: MultiCityLegsProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  // Focus moves after the legs re-render: to the new leg, or to what took the removed leg's place.
  const focusNext = useRef<(() => void) | null>(null);
  useEffect(() => {
    focusNext.current?.();
    focusNext.current = null;
  }, [legs.length]);

  const errors = attempted ? validateLegs(legs, todayIso) : [];
  const errorCount = errors.reduce((sum, leg) => sum + Object.keys(leg).length, 0);
  useEffect(() => onErrorCount(errorCount), [errorCount, onErrorCount]);
  const setLeg = (index: number, patch: Partial<LegFormValues>) => onLegsChange((current) => withLegChanged(current, index, patch));

  function add() {
    focusNext.current = () => fields.current[`${legs.length}-from`]?.focus();
    onLegsChange(withLegAdded);
  }
  function remove(index: number) {
    const last = index === legs.length - 1;
    focusNext.current = () => (last ? addButton.current?.focus() : fields.current[`${index}-from`]?.focus());
    onLegsChange((current) => withLegRemoved(current, index));
  }

  return (
    <div className={styles.legs}>
      {legs.map((leg, index) => {
        const n = index + 1;
        const legErrors = errors[index] ?? {};
        const previousIso = index > 0 ? typedDateToIso(legs[index - 1]!.date) : null;
        return (
          <fieldset key={index} className={styles.leg}>
            <legend className={styles.legTitle}>Перелёт {n}</legend>
            <CityCombobox
              label="Откуда"
              name={`leg-${n}-from`}
              text={leg.fromText}
              choice={leg.from}
              error={legErrors.from}
              inputRef={(el) => (fields.current[`${index}-from`] = el)}
              onTextChange={(fromText) => setLeg(index, { fromText, from: null })}
              onChoose={(from) => setLeg(index, { from, fromText: from.city })}
            />
            <CityCombobox
              label="Куда"
              name={`leg-${n}-to`}
              text={leg.toText}
              choice={leg.to}
              error={legErrors.to}
              inputRef={(el) => (fields.current[`${index}-to`] = el)}
              onTextChange={(toText) => setLeg(index, { toText, to: null })}
              onChoose={(to) => setLeg(index, { to, toText: to.city })}
            />
            <DateField
              label="Дата"
              calendarTitle={`Дата перелёта ${n}`}
              name={`leg-${n}-date`}
              value={leg.date}
              error={legErrors.date}
              firstIso={previousIso && previousIso > todayIso && previousIso <= lastIso ? previousIso : todayIso}
              lastIso={lastIso}
              classes={styles}
              inputRef={(el) => (fields.current[`${index}-date`] = el)}
              onChange={(date) => setLeg(index, { date })}
            />
            {legs.length > MIN_TRIP_LEGS && (
              <button
                type="button"
                className={styles.removeLeg}
                aria-label={`Удалить перелёт ${n}`}
                title={`Удалить перелёт ${n}`}
                onClick={() => remove(index)}
              >
                <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            )}
          </fieldset>
        );
      })}
      <button ref={addButton} type="button" className={styles.addLeg} disabled={legs.length >= MAX_TRIP_LEGS} onClick={add}>
        <span aria-hidden="true">+ </span>Добавить перелёт
      </button>
      {legs.length >= MAX_TRIP_LEGS && <span className={styles.legNote}>Не больше {MAX_TRIP_LEGS} перелётов</span>}
    </div>
  );
}
