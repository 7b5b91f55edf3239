import { isoToDisplayDate } from 'shared';
import { DateField, typedDateToIso } from 'shared/date-field';
import { useState } from 'react';
import styles from './search-form.module.css';

interface DepartureDateFieldProps {
  label: string;
  calendarTitle: string;
  name: string;
  /** ISO, or '' while what is typed is not a date. */
  iso: string;
  error?: string;
  firstIso: string;
  lastIso: string;
  onChange: (iso: string) => void;
}

// Labelled like the nights' «от»/«до»: a short word under the group's legend.
const FIELD_CLASSES = { field: styles.field, label: styles.inlineLabel, control: styles.control, error: styles.error };

const displayOf = (iso: string) => (iso ? isoToDisplayDate(iso) : '');

/**
 * The form keeps ISO dates (the address and the request use them); the field shows ДД.ММ.ГГГГ and
 * keeps what is typed as typed until it reads as a date, so nothing typed is lost while unfinished.
 */
export function DepartureDateField({ iso, onChange, ...field }: DepartureDateFieldProps) {
  const [typed, setTyped] = useState({ text: displayOf(iso), iso });
  // A date set from outside (the window moving with its first day, an address) replaces the text.
  if (typed.iso !== iso) setTyped({ text: displayOf(iso), iso });
  return (
    <DateField
      {...field}
      classes={FIELD_CLASSES}
      value={typed.iso === iso ? typed.text : displayOf(iso)}
      onChange={(text) => {
        const next = typedDateToIso(text) ?? '';
        setTyped({ text, iso: next });
        if (next !== iso) onChange(next);
      }}
    />
  );
}
