import { apiBaseUrl } from 'shared';
import { type SiteImage } from 'shared/lazy-image';
import { type HotelImage } from 'shared/tours';

/**
 * The API gives image paths relative to its own address (docs/product-rules.md §3 Image); the
 * browser needs them absolute, because the API lives on another origin than the page.
 */
export function hotelImage(image: HotelImage | undefined): SiteImage | null {
  if (!image) return null;
  const base = apiBaseUrl();
  const absolute = (path: string) => (path && !/^https?:\/\//.test(path) ? `${base}${path}` : path);
  return {
    full: absolute(image.full),
    small2x: absolute(image.small2x),
    small: absolute(image.small),
    thumb2x: absolute(image.thumb2x),
    thumb: absolute(image.thumb),
  };
}
