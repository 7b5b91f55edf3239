import { useSetAtom } from 'jotai';
import type { AddWishlistElementRequest } from 'shared/tours';
import { useWishlistMark } from './use-wishlist-mark';
import { addToWishlistAtom, removeFromWishlistAtom } from './wishlist-atoms';
import styles from './wishlist.module.css';

export interface WishlistHeartProps {
  tour: AddWishlistElementRequest;
  /** The accessible name: 'В избранное: Отель Морской бриз'. The pressed state says whether it is kept. */
  label: string;
  /** Shows the words beside the heart (the hotel page), 'В избранном' once kept; cards show the heart alone. */
  withText?: boolean;
  className?: string;
}

/**
 * A toggle button: pressed when the tour is in the wishlist. It fills the moment it is pressed
 * (docs/product-rules.md §4) and ignores further presses until the server has answered.
 */
export function WishlistHeart({ tour, label, withText = false, className }: WishlistHeartProps) {
  const { hash, marked, busy } = useWishlistMark(tour);
  const add = useSetAtom(addToWishlistAtom);
  const remove = useSetAtom(removeFromWishlistAtom);

  function toggle() {
    if (busy) return;
    if (marked) void remove(hash);
    else void add(tour);
  }

  return (
    <button
      type="button"
      className={[styles.heart, withText ? styles.heartWithText : '', className ?? ''].filter(Boolean).join(' ')}
      aria-pressed={marked}
      aria-label={withText ? undefined : label}
      title={marked ? 'В избранном' : 'Добавить в избранное'}
      data-wishlist-hash={hash}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={marked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {withText && <span>{marked ? 'В избранном' : label}</span>}
    </button>
  );
}
