/** Constants of the reusable pieces (product rules §9; the loader texts §4, the generic message §5), in one place. */

/** Icon sizes in px. */
export const ICON_SIZES = {
  xs: 12,
  sm: 16,
  md: 20,
  lg: 24,
  xl: 28,
  '2xl': 32,
  '3xl': 36,
  '4xl': 40,
  '5xl': 44,
  '6xl': 48,
  '7xl': 52,
  '8xl': 56,
} as const;
export type IconSize = keyof typeof ICON_SIZES;

/** Text input defaults: type text, input mode text, lazy validation, trimming on. */
export const TEXT_INPUT_DEFAULTS = {
  type: 'text',
  inputMode: 'text',
  lazy: true,
  nonTrimmed: false,
} as const;

/** The generic message when a validator fails without its own text; `{field}` is the label. */
export const DEFAULT_INVALID_MESSAGE = '{field} is not valid.';

/** Lazy images load once within 1.3 screen heights, checking at most every 200 ms. */
export const LAZY_IMAGE = {
  preloadFactor: 1.3,
  throttleMs: 200,
  maxAttempts: 3,
  cacheSize: 200,
} as const;

/** The label of every button that tries a failed load again, in every area. */
export const RETRY_LABEL = 'Повторить';

/** Infinite-list loader default texts (product rules §4): English on purpose, the product's own defaults; each list may pass Russian ones. */
export const INFINITE_LOADER_TEXTS = {
  complete: 'No more results!',
  error: 'Oops something went wrong!',
  retry: RETRY_LABEL,
  loading: 'Загрузка…',
} as const;
