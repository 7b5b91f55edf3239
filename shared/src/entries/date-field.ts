// `shared/date-field`: the date field typed as ДД.ММ.ГГГГ or picked on a Russian calendar (the calendar
// library loads only when a calendar opens), the typed-date rule it reads by, and the picker panel it opens
// in, with what its opener says.
// Bundled by the areas with search forms, not loaded with the `shared` singleton on every page.
export { DateField, type DateFieldClasses, type DateFieldProps } from '../ui/date-field';
export { normaliseTypedDate, typedDateMessage, typedDateToIso, TYPED_DATE_MESSAGE } from '../format/dates';
export { PickerPanel, pickerOpenerProps, type PickerPanelProps } from '../ui/picker-panel';
