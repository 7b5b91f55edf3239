import { useId } from 'react';
import { formatDate, formatRub, visuallyHiddenClass } from 'shared';
import { PROFILE_TEXTS } from '../profile-texts';
import styles from './price-alerts.module.css';

export interface PricePoint {
  checkedAt: string;
  /** Null when nothing was on sale at that check. */
  lowestPrice: number | null;
}

const WIDTH = 240;
const HEIGHT = 64;
/** Room for the line's width and the last point's dot at the edges. */
const PAD = 4;

/** The points of the line, oldest left, cheapest at the bottom; one check draws a flat line. */
function linePoints(prices: number[], low: number, high: number): [number, number][] {
  const step = prices.length > 1 ? (WIDTH - 2 * PAD) / (prices.length - 1) : 0;
  return prices.map((price, index) => [prices.length > 1 ? PAD + index * step : WIDTH / 2, heightOf(price, low, high)]);
}

function heightOf(price: number, low: number, high: number): number {
  return PAD + (1 - (price - low) / (high - low || 1)) * (HEIGHT - 2 * PAD);
}

/**
 * The lowest price at each check as a small line, the subscription's price dashed behind it: plain SVG (a chart library would cost the
 * route more than the page), hidden from screen readers, which read the same figures as a list.
 */
export function PriceHistoryChart({ history, priceAtSubscription }: { history: PricePoint[]; priceAtSubscription: number | null }) {
  const captionId = useId();
  // checks that found nothing on sale are left out of the line (the list still names them)
  const prices = history.flatMap((point) => (point.lowestPrice === null ? [] : [point.lowestPrice]));
  if (prices.length === 0) return <p className={styles.muted}>{PROFILE_TEXTS.alertNoChecks}</p>;
  const framed = priceAtSubscription === null ? prices : [...prices, priceAtSubscription];
  const low = Math.min(...framed);
  const high = Math.max(...framed);
  const points = linePoints(prices, low, high);
  const last = points[points.length - 1]!;
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chartDrawing} aria-hidden="true" focusable="false" data-price-chart>
        {priceAtSubscription !== null && (
          <line
            x1={0}
            x2={WIDTH}
            y1={heightOf(priceAtSubscription, low, high)}
            y2={heightOf(priceAtSubscription, low, high)}
            className={styles.chartBaseline}
          />
        )}
        <polyline points={points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} className={styles.chartLine} />
        <circle cx={last[0]} cy={last[1]} r={3} className={styles.chartDot} />
      </svg>
      <figcaption id={captionId} className={styles.chartCaption}>
        {PROFILE_TEXTS.alertChartCaption(formatRub(Math.min(...prices)), formatRub(Math.max(...prices)))}
      </figcaption>
      <ul className={visuallyHiddenClass} aria-label={PROFILE_TEXTS.alertHistory}>
        {history.map((point) => (
          <li key={point.checkedAt}>
            {formatDate(point.checkedAt)}: {point.lowestPrice === null ? PROFILE_TEXTS.alertNothingOnSale : formatRub(point.lowestPrice)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
