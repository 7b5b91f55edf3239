import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { LazyImage } from 'shared/lazy-image';
import { type HotelImage } from 'shared/tours';
import { hotelImage } from '../common/hotel-images';
import { HotelPhoto } from './hotel-photo';
import styles from './hotel-gallery.module.css';

/** A horizontal move this long (px) with the finger or pointer is a swipe, not a tap. */
const SWIPE_PX = 40;

/**
 * The hotel's photos, one at a time: arrows (buttons, or the keyboard's ← → Home End when the
 * photo has focus), a swipe on touch screens, and the thumbnails. The counter is announced
 * politely, so a screen reader hears '3 из 8' after each move.
 */
export function HotelGallery({ images, hotelName }: { images: HotelImage[]; hotelName: string }) {
  const [index, setIndex] = useState(0);
  const pointerStart = useRef<number | null>(null);
  const count = images.length;

  if (count === 0) {
    return (
      <div className={styles.gallery}>
        <LazyImage image={null} alt={hotelName} className={styles.main} width={800} height={534} />
      </div>
    );
  }

  const show = (next: number) => setIndex(((next % count) + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  }

  function onPointerDown(event: PointerEvent) {
    pointerStart.current = event.clientX;
  }

  function onPointerUp(event: PointerEvent) {
    if (pointerStart.current === null) return;
    const moved = event.clientX - pointerStart.current;
    pointerStart.current = null;
    if (Math.abs(moved) >= SWIPE_PX) show(moved < 0 ? index + 1 : index - 1);
  }

  return (
    <section className={styles.gallery} aria-roledescription="галерея" aria-label={`Фотографии отеля ${hotelName}`}>
      {/* The photo itself is the focus stop for ← → Home End and the target of a swipe (the APG carousel's
          'group' slide); the buttons below do the same for those who prefer them. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className={styles.stage}
        role="group"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the focus stop of the arrow keys
        tabIndex={0}
        aria-label={`Фото ${index + 1} из ${count}. Листайте стрелками влево и вправо`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointerStart.current = null)}
        data-gallery-index={index}
      >
        <HotelPhoto key={index} image={images[index]} alt={`${hotelName}, фото ${index + 1}`} width={800} height={534} className={styles.main} />
        {count > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label="Предыдущее фото" onClick={() => show(index - 1)}>
              ‹
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Следующее фото" onClick={() => show(index + 1)}>
              ›
            </button>
          </>
        )}
        <p className={styles.counter} aria-live="polite">
          {index + 1} из {count}
        </p>
      </div>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label="Все фото">
          {images.map((image, position) => (
            <li key={position}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Фото ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
              >
                <LazyImage image={hotelImage(image)} variant="thumb" alt="" width={120} height={80} className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
