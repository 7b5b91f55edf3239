// `shared/lazy-image`: the lazy hotel image (docs/product-rules.md §4, §9) and its size variants. Bundled by
// the areas that show images, not loaded with the `shared` singleton on every page.
export { LazyImage, type LazyImageProps, type LazyImageState } from '../ui/lazy-image';
export { imageSource, variantForScreen, IMAGE_VARIANT_ORDER, NO_PHOTO_SRC, type SiteImage, type ImageVariant } from '../ui/image-variants';
export { countImageFailure, imageFailures } from '../ui/image-failures.js';
