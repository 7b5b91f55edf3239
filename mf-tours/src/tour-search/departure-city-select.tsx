import { useApiResource } from 'shared/resource-page';
import { departureCities } from '../common/departure-cities';
import { fromCityText } from '../common/tour-text';
import styles from './search-form.module.css';

/** 'Откуда': the API's departure cities, each written 'из Москвы' with the case the API gives. */
export function DepartureCitySelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { state, retry } = useApiResource('departure-cities', departureCities, { isNotFound: () => false });
  const cities = state.status === 'ready' ? state.data : null;

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
      {state.status === 'failed' && (
        <span className={styles.hint}>
          Не удалось загрузить города вылета.{' '}
          <button type="button" className={styles.inlineButton} onClick={retry}>
            Повторить
          </button>
        </span>
      )}
    </div>
  );
}
