import { apiBaseUrl } from 'shared';
import { type SiteImage } from 'shared/lazy-image';
import { type HotelImage } from 'shared/tours';

/**
 * The API gives image paths relative to its own address (docs/product-rules.md §3 Image); the
 * browser needs them absolute, because the API lives on another origin than the page.
 */
export function hotelImage(image: HotelImage | undefined): SiteImage | null {
  if (!image) return null;
  return {
    full: absolute(image.full),
    small2x: absolute(image.small2x),
    small: absolute(image.small),
    thumb2x: absolute(image.thumb2x),
    thumb: absolute(image.thumb),
  };
}

/** The image's WebP `srcset` (`<path> <width>w, …`) with absolute URLs; null when the API gave none. */
export function hotelImageSrcset(image: HotelImage | undefined): string | null {
  if (!image?.webpSrcset) return null;
  return image.webpSrcset
    .split(',')
    .map((candidate) => {
      const [path = '', width = ''] = candidate.trim().split(/\s+/);
      return `${absolute(path)} ${width}`.trim();
    })
    .join(', ');
}

function absolute(path: string): string {
  return path && !/^https?:\/\//.test(path) ? `${apiBaseUrl()}${path}` : path;
}
