/** An image of docs/product-rules.md §3: the full picture plus resized variants. */
export interface SiteImage {
  full?: string | null;
  small2x?: string | null;
  small?: string | null;
  thumb2x?: string | null;
  thumb?: string | null;
}

export type ImageVariant = keyof SiteImage;

/**
 * Smallest to largest (thumb 120 px, thumb2x 240, small 400, small2x 800, full 1200): a missing
 * variant falls back to the next larger one, never to a smaller, blurrier one (§3 Image).
 */
export const IMAGE_VARIANT_ORDER: readonly ImageVariant[] = ['thumb', 'thumb2x', 'small', 'small2x', 'full'];

/** The variant drawn at twice the pixels of each, for screens with a device pixel ratio of 1.5 and up. */
const SHARPER: Partial<Record<ImageVariant, ImageVariant>> = { thumb: 'thumb2x', small: 'small2x' };

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
  for (const candidate of IMAGE_VARIANT_ORDER.slice(IMAGE_VARIANT_ORDER.indexOf(variant))) {
    const url = image[candidate];
    if (url) return url;
  }
  return null;
}

/** The variant to ask for on this screen: the 2x one of thumb and small on a high-density display. */
export function variantForScreen(variant: ImageVariant, devicePixelRatio: number): ImageVariant {
  return devicePixelRatio >= 1.5 ? (SHARPER[variant] ?? variant) : variant;
}
