import { useLayoutEffect, useRef, useState } from 'react';
import { NEW_TAB_HINT, visuallyHiddenClass } from 'shared';
import type { HotelDetails } from 'shared/tours';
import { TermList } from 'shared/term-list';
import { airportDistanceText } from '../common/tour-text';
import styles from './hotel-page.module.css';

/** A description longer than this is folded to its first lines until 'Читать полностью'. */
const FOLD_AFTER_CHARS = 480;

export function HotelDescription({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  // On a wide screen a long text may still fit the folded lines: then it is shown whole, with no button.
  const [fits, setFits] = useState(false);
  const folded = useRef<HTMLDivElement>(null);
  const long = text.length > FOLD_AFTER_CHARS && !fits;
  useLayoutEffect(() => {
    const box = folded.current;
    if (!box || open || fits || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (box.clientHeight > 0 && box.scrollHeight <= box.clientHeight + 1) setFits(true);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [text, open, fits]);
  return (
    <section className={styles.section} aria-labelledby="hotel-about-title">
      <h2 id="hotel-about-title" className={styles.sectionTitle}>
        Об отеле
      </h2>
      <div id="hotel-description" ref={long ? folded : undefined} className={long && !open ? styles.folded : undefined}>
        {text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {long && (
        <button type="button" className={styles.linkButton} aria-expanded={open} aria-controls="hotel-description" onClick={() => setOpen(!open)}>
          {open ? 'Свернуть' : 'Читать полностью'}
        </button>
      )}
    </section>
  );
}

export function HotelFacts({ facts }: { facts: HotelDetails['facts'] }) {
  if (facts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="hotel-facts-title">
      <h2 id="hotel-facts-title" className={styles.sectionTitle}>
        Полезно знать
      </h2>
      <TermList className={styles.facts} items={facts.map((fact) => ({ key: fact.name, term: fact.name, detail: fact.description }))} />
    </section>
  );
}

/** Yandex Maps at the hotel's coordinates (a pin at lon,lat: Yandex puts the longitude first). */
export function mapUrl({ lat, lon }: { lat: number; lon: number }): string {
  return `https://yandex.ru/maps/?pt=${lon},${lat}&z=16&l=map`;
}

export function HotelContacts({ hotel }: { hotel: HotelDetails }) {
  return (
    <section className={styles.section} aria-labelledby="hotel-contacts-title">
      <h2 id="hotel-contacts-title" className={styles.sectionTitle}>
        Расположение и контакты
      </h2>
      <TermList
        className={styles.facts}
        items={[
          { term: 'Адрес', detail: hotel.address },
          {
            term: 'Телефон',
            detail: (
              <a href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
                {hotel.phone}
              </a>
            ),
          },
          { term: 'Аэропорт', detail: airportDistanceText(hotel.airportDistance) },
        ]}
      />
      <p>
        <a href={mapUrl(hotel.latlon)} target="_blank" rel="noopener noreferrer" className={styles.link}>
          Отель на карте
          <span className={visuallyHiddenClass}>{NEW_TAB_HINT}</span>
        </a>
      </p>
    </section>
  );
}
