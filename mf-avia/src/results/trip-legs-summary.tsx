import { useId } from 'react';
import { legCountLabel, shortDate, type FlightResult, type SearchLeg } from 'shared/flights';
import styles from './results.module.css';

/** City names by the codes a search may use (city or airport), read from a result's flights. */
function cityNames(result: FlightResult | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const direction of result?.directions ?? []) {
    for (const place of [direction.origin, direction.destination]) {
      names.set(place.cityCode, place.city);
      names.set(place.code, place.city);
    }
  }
  return names;
}

/**
 * What a multi-city search looks for: «3 перелёта» and each flight's route and day. The cities are
 * named once a result has come (its flights carry the names); until then the codes stand.
 */
export function TripLegsSummary({ legs, firstResult }: { legs: SearchLeg[]; firstResult: FlightResult | undefined }) {
  const titleId = useId();
  const names = cityNames(firstResult);
  const name = (code: string) => names.get(code) ?? code;
  return (
    <section className={styles.legsSummary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.legsTitle}>
        {legCountLabel(legs.length)}
      </h2>
      <ol className={styles.legsList}>
        {legs.map((leg, index) => (
          <li key={index}>
            {name(leg.origin)} → {name(leg.destination)}, {shortDate(leg.date)}
          </li>
        ))}
      </ol>
    </section>
  );
}
