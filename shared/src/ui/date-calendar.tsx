import { DayPicker } from 'react-day-picker';
import { ru } from 'react-day-picker/locale';
import classNames from 'react-day-picker/style.module.css';
import styles from './date-calendar.module.css';

export interface DateCalendarProps {
  /** ISO YYYY-MM-DD or null. */
  selectedIso: string | null;
  firstIso: string;
  lastIso: string;
  onSelect: (iso: string) => void;
  months: number;
}

const toDate = (iso: string) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const toIso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The calendar of the date fields (react-day-picker, loaded only when a calendar is opened):
 * Russian, week from Monday (product rules §1), days outside the schedule disabled.
 */
export default function DateCalendar({ selectedIso, firstIso, lastIso, onSelect, months }: DateCalendarProps) {
  const selected = selectedIso ? toDate(selectedIso) : undefined;
  return (
    <DayPicker
      mode="single"
      locale={ru}
      weekStartsOn={1}
      numberOfMonths={months}
      classNames={{ ...classNames, root: `${classNames.root ?? ''} ${styles.calendar}` }}
      selected={selected}
      defaultMonth={selected ?? toDate(firstIso)}
      startMonth={toDate(firstIso)}
      endMonth={toDate(lastIso)}
      disabled={[{ before: toDate(firstIso) }, { after: toDate(lastIso) }]}
      // The calendar opens on request in its own dialog: focus goes to the selected day, else the first selectable one.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      onSelect={(date) => date && onSelect(toIso(date))}
    />
  );
}
