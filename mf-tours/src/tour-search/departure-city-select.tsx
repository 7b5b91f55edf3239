import { useEffect, useState } from 'react';
import type { DepartureCity } from 'shared/tours';
import { departureCities } from '../common/departure-cities';
import { fromCityText } from '../common/tour-text';
import styles from './search-form.module.css';

/** 'Откуда': the API's departure cities, each written 'из Москвы' with the case the API gives. */
export function DepartureCitySelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const [cities, setCities] = useState<DepartureCity[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setFailed(false);
    departureCities().then(
      (list) => current && setCities(list),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const known = cities?.some((city) => city.code === value);
  return (
    <div className={`${styles.field} ${styles.cityField}`}>
      <label className={styles.label} htmlFor="tour-departure-city">
        Откуда
      </label>
      <select id="tour-departure-city" className={styles.control} value={value} onChange={(event) => onChange(event.target.value)}>
        {!known && <option value={value}>{value}</option>}
        {cities?.map((city) => (
          <option key={city.code} value={city.code}>
            {fromCityText(city)}
          </option>
        ))}
      </select>
      {failed && (
        <span className={styles.hint}>
          Не удалось загрузить города вылета.{' '}
          <button type="button" className={styles.inlineButton} onClick={() => setAttempt((count) => count + 1)}>
            Повторить
          </button>
        </span>
      )}
    </div>
  );
}
