// The shared UI kit (product rules §2 'Reusable pieces', §9): scoped styles, tokens as CSS variables.
export { Button, type ButtonProps } from './button';
export { Spinner, type SpinnerProps } from './spinner';
export { Icon, type IconProps } from './icon';
export { NEW_TAB_HINT, visuallyHiddenClass } from './visually-hidden';
export { ComboboxMessages, type ComboboxMessagesProps } from './combobox-messages';
export { usePhoneLayout, PHONE_MAX_WIDTH_PX, PHONE_MEDIA_QUERY } from './use-phone-layout';
export type { IconName } from './icon-paths';
export { TextInput, type TextInputProps, type Validator } from './text-input';
export { applyMask } from './input-mask';
export { useDocumentTitle, SITE_NAME } from './use-document-title';
export { usePaintMark } from './use-paint-mark';
export { PAINT_MARKS, type PaintMarkName } from './paint-marks';
// LazyImage (shared/lazy-image) and InfiniteLoader (shared/infinite-loader) are subpath entries: one area
// each uses them, so they are not loaded with this singleton on every page.
export { designTokens, applyDesignTokens, type DesignToken } from './design-tokens';
export { ICON_SIZES, TEXT_INPUT_DEFAULTS, DEFAULT_INVALID_MESSAGE, LAZY_IMAGE, INFINITE_LOADER_TEXTS, RETRY_LABEL, type IconSize } from './ui-constants';
export { failureMessage, GENERIC_FAILURE_MESSAGE, type FailureWording } from './failure-message';
export { useApiResource, type ApiResource, type ApiResourceOptions, type ResourceState } from './use-api-resource';
export {
  usePolledSearch,
  SEARCH_NETWORK_RETRIES,
  SEARCH_RESTARTS,
  type PolledSearch,
  type PolledSearchFailure,
  type PolledSearchSource,
  type SearchPage,
} from './use-polled-search';
export { LoadingView, FailureNotice, NotFoundView, type NotFoundViewProps } from './page-states';
export { EmailAddress } from './email-address';
