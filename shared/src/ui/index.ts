// The shared UI kit (product rules §2 'Reusable pieces', §9): scoped styles, tokens as CSS variables.
export { Button, type ButtonProps } from './button';
export { Spinner, type SpinnerProps } from './spinner';
export { Icon, type IconProps } from './icon';
export type { IconName } from './icon-paths';
export { TextInput, type TextInputProps, type Validator } from './text-input';
export { applyMask } from './input-mask';
export { LazyImage, type LazyImageProps, type LazyImageState } from './lazy-image';
export { imageSource, variantForScreen, IMAGE_VARIANT_ORDER, NO_PHOTO_SRC, type SiteImage, type ImageVariant } from './image-variants';
export { InfiniteLoader, type InfiniteLoaderProps, type InfiniteLoaderState, type PageOutcome } from './infinite-loader';
export { designTokens, applyDesignTokens, type DesignToken } from './design-tokens';
export { ICON_SIZES, TEXT_INPUT_DEFAULTS, DEFAULT_INVALID_MESSAGE, LAZY_IMAGE, INFINITE_LOADER_TEXTS, RETRY_LABEL, type IconSize } from './ui-constants';
