import { visuallyHiddenClass } from './visually-hidden';

export interface ComboboxMessagesProps {
  /** What a screen reader hears about the open list ('Ничего не найдено', '5 вариантов'); empty while closed. */
  status: string;
  /** The field's error, shown under it; `errorId` is what the input's aria-describedby names. */
  error?: string;
  errorId: string;
  errorClassName?: string;
}

/** The announcement and the error under a place combobox, the same in every search form. */
export function ComboboxMessages({ status, error, errorId, errorClassName }: ComboboxMessagesProps) {
  return (
    <>
      <span role="status" className={visuallyHiddenClass}>
        {status}
      </span>
      {error && (
        <span id={errorId} className={errorClassName}>
          {error}
        </span>
      )}
    </>
  );
}
