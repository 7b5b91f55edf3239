import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { formatRub, linkTo, useDocumentTitle } from 'shared';
import { FailureNotice } from 'shared/resource-page';
import { LazyImage } from 'shared/lazy-image';
import { type WishlistElement } from 'shared/tours';
import { hotelImage } from '../common/hotel-images';
import { BuildLabel } from 'shared/build-label';
import { Stars } from '../common/stars';
import { fromCityText, partyText, tripText } from '../common/tour-text';
import { TOURS_TEXTS, TOURS_TITLES } from '../common/tours-texts';
import { removeFromWishlistAtom, wishlistElementsAtom } from './wishlist-atoms';
import { WishlistNotice } from './wishlist-notice';
import { useWishlistLoaded } from './use-wishlist';
import common from '../common/common.module.css';
import styles from './wishlist-page.module.css';

/** /tours/wishlist: the kept tours with their parameters, each removable (§4: at once, then the server). */
export function WishlistPage() {
  useDocumentTitle(TOURS_TITLES.wishlist);
  const { status, loadMessage, retry } = useWishlistLoaded();
  const elements = useAtomValue(wishlistElementsAtom);

  return (
    <section className={common.page} aria-labelledby="wishlist-title" data-route="toursWishlist" data-area="tours">
      <BuildLabel />
      <h1 id="wishlist-title" className={common.pageTitle} tabIndex={-1}>
        {TOURS_TITLES.wishlist}
      </h1>
      <WishlistNotice />
      {status === 'failed' && elements.length === 0 ? (
        <FailureNotice message={`Не удалось загрузить избранное. ${loadMessage ?? ''}`} onRetry={retry} />
      ) : status !== 'ready' && elements.length === 0 ? (
        <p role="status" className={styles.loading}>
          Загружаем избранное…
        </p>
      ) : elements.length === 0 ? (
        <div className={styles.empty}>
          <p>В избранном пока пусто. Отмечайте понравившиеся туры сердечком, чтобы сравнить их здесь.</p>
          <Link to={linkTo('tours')} className={common.primaryButton}>
            Найти тур
          </Link>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Сохранённые туры">
          {elements.map((element) => (
            <WishlistItem key={element.hash} element={element} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WishlistItem({ element }: { element: WishlistElement }) {
  const remove = useSetAtom(removeFromWishlistAtom);
  const { hotel, tourParameters: tour } = element;
  return (
    <li className={styles.item} data-wishlist-element={element.hash}>
      <LazyImage image={hotelImage(hotel.images[0])} variant="thumb2x" alt={hotel.name} width={240} height={160} className={styles.image} />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={element.url} className={styles.nameLink}>
            {hotel.name}
          </Link>{' '}
          <Stars count={hotel.stars} />
        </h2>
        <p className={styles.params}>
          {[fromCityText(element.departureCity), tripText(tour.departureDate, tour.returnDate, tour.nights), partyText(tour.adults, tour.childrenAges)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className={styles.price}>{element.price === null ? TOURS_TEXTS.notOnSale : `${TOURS_TEXTS.priceFrom} ${formatRub(element.price)}`}</p>
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={(event) => {
          keepFocusAfterRemoving(event.currentTarget);
          void remove(element.hash);
        }}
        aria-label={`Удалить из избранного: ${hotel.name}, ${tripText(tour.departureDate, tour.returnDate, tour.nights)}`}
      >
        Удалить
      </button>
    </li>
  );
}

/** The pressed button leaves with its tour: keyboard focus goes to the next tour's button, or the title when none is left. */
function keepFocusAfterRemoving(button: HTMLButtonElement) {
  const item = button.closest('li');
  const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector('button');
  requestAnimationFrame(() => {
    if (neighbour?.isConnected) neighbour.focus();
    else document.getElementById('wishlist-title')?.focus();
  });
}
