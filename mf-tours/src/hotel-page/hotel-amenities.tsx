import { ROOMS_AMENITY_GROUP, type AmenityGroup } from 'shared/tours';
import styles from './hotel-page.module.css';

/** docs/product-rules.md §3: the ROOMS group comes first, whatever order the answer has; the rest keep theirs. */
export function roomsFirst(groups: readonly AmenityGroup[]): AmenityGroup[] {
  return [...groups].sort((a, b) => Number(b.type === ROOMS_AMENITY_GROUP) - Number(a.type === ROOMS_AMENITY_GROUP));
}

export function HotelAmenities({ groups }: { groups: AmenityGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="hotel-amenities-title">
      <h2 id="hotel-amenities-title" className={styles.sectionTitle}>
        Удобства
      </h2>
      <div className={styles.amenityGroups}>
        {roomsFirst(groups).map((group) => (
          <section key={group.type} className={styles.amenityGroup} data-amenity-group={group.type} aria-labelledby={`amenities-${group.type}`}>
            <h3 id={`amenities-${group.type}`} className={styles.groupTitle}>
              {group.typeText}
            </h3>
            <ul className={styles.amenityList}>
              {group.amenities.map((amenity) => (
                <li key={amenity.slug}>{amenity.name}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
