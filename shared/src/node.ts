// What the API (Node) may import from `shared`: schemas and pure codecs, no React.
export * from './contracts';
export * from './contracts/error';
export * from './accounts';
export * from './pages';
export * from './countries';
export * from './passengers';
export * from './flights';
export * from './price-alerts';
export * from './routes';
export { formatRub, formatRussianNumber } from './format/russian-number';
export { formatDayMonth, formatMoscowDateTime } from './format/date-format';
export { moscowTodayIso, addDaysIso, daysBetweenIso, dayNumberOfIso, isoOfDayNumber, displayDateToIso, isoToDisplayDate } from './format/dates';
export { formatDistance } from './format/distance';
export { maskDocumentNumber } from './format/mask-document';

export { hashText, mixHash, HASH_RANGE, FNV_OFFSET_BASIS } from './format/hash';
export * from './tours/tours-contract';
export { HYDRATION_MISMATCH_NOTE } from './server-render/hydration-note';
