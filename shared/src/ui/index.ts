// The shared UI kit (product rules §2 'Reusable pieces', §9): scoped styles, tokens as CSS variables.
export { Button, type ButtonProps } from './button';
export { Spinner, type SpinnerProps } from './spinner';
export { Icon, type IconProps } from './icon';
export { NEW_TAB_HINT, visuallyHiddenClass } from './visually-hidden';
export { ComboboxMessages, type ComboboxMessagesProps } from './combobox-messages';
export { usePhoneLayout, PHONE_MAX_WIDTH_PX, PHONE_MEDIA_QUERY } from './use-phone-layout';
export type { IconName } from './icon-paths';
export { useDocumentTitle, SITE_NAME } from './use-document-title';
// LazyImage, InfiniteLoader, TextInput, the polling hook and the resource hook with its page states are
// subpath entries (src/entries/): the pages that use them bundle them, the frame never does.
export { designTokens, applyDesignTokens, type DesignToken } from './design-tokens';
export { ICON_SIZES, TEXT_INPUT_DEFAULTS, DEFAULT_INVALID_MESSAGE, LAZY_IMAGE, INFINITE_LOADER_TEXTS, RETRY_LABEL, type IconSize } from './ui-constants';
export { failureMessage, GENERIC_FAILURE_MESSAGE, type FailureWording } from './failure-message';
export { EmailAddress } from './email-address';
export { AlertText } from './alert-text';
