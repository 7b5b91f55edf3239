import { formatRussianNumber } from 'shared';
import { countOf, STAR_WORDS } from './russian-plural';
import styles from './common.module.css';

/** Hotel category as stars; read out as '4 звезды'. */
export function Stars({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.stars} role="img" aria-label={countOf(count, STAR_WORDS)}>
      {'★'.repeat(count)}
    </span>
  );
}

/** Rating 0–10 as guests gave it: '8,7'. */
export function Rating({ value }: { value: number }) {
  return (
    <span className={styles.rating}>
      <span className={styles.ratingValue}>{formatRussianNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
      <span className={styles.ratingLabel}> из 10 по отзывам</span>
    </span>
  );
}
