/** An image of spec §3: the full URL plus resized variants. */
export interface SiteImage {
  url?: string | null;
  small?: string | null;
  small2x?: string | null;
  thumb?: string | null;
  thumb2x?: string | null;
}

export type ImageVariant = 'small' | 'small2x' | 'thumb' | 'thumb2x' | 'url';

/** From smallest to largest: a missing variant falls back to the next larger one. */
const VARIANT_ORDER: ImageVariant[] = ['small', 'small2x', 'thumb', 'thumb2x', 'url'];

/** The 'no photo' placeholder, inline so it shows even when the image host is down. */
export const NO_PHOTO_SRC =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">' +
      '<rect width="320" height="240" fill="#e4e8ee"/>' +
      '<text x="160" y="128" font-family="Arial" font-size="20" fill="#4f5b6b" text-anchor="middle">Нет фото</text></svg>',
  );

/** The URL to show for a variant: that one, or the next larger that exists; null when none. */
export function imageSource(image: SiteImage | null | undefined, variant: ImageVariant): string | null {
  if (!image) return null;
  for (const candidate of VARIANT_ORDER.slice(VARIANT_ORDER.indexOf(variant))) {
    const url = image[candidate];
    if (url) return url;
  }
  return null;
}
