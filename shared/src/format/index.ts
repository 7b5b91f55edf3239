// Dates (product rules §1): dayjs with the Russian locale, Monday first, DD.MM.YYYY; Moscow today and ISO day arithmetic.
export { setupDateLocale, formatDate, formatDayMonth, dayjs, DISPLAY_DATE_FORMAT, WEEK_START_MONDAY } from './date-format';
export { moscowTodayIso, addDaysIso, daysBetweenIso, displayDateToIso, isoToDisplayDate } from './dates';
export { formatRub, formatRussianNumber } from './russian-number';
export { formatDistance } from './distance';
export { maskDocumentNumber } from './mask-document';
export { pluralRu } from './russian-plural';
// The one string hash of seeded data and the wishlist's tour hash (./hash) is for the API (`shared/node`)
// and `shared/tours`, which import it by path: no page of the singleton uses it.
