import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { closePassengerPickerAtom, displayDateToIso, isApiError, ModalDialog, passengerPickerAtom, RETRY_LABEL } from 'shared';
import { type SavedPassenger } from 'shared/flights';
import { DOCUMENT_TYPE_LABELS, listSavedPassengers, PASSENGER_TYPE_LABELS, passengerTypeOn, type PassengerType } from 'shared/passengers';
import styles from './booking.module.css';

/** A saved passenger fits a form when their age on the departure date gives that form's type. */
export function fitsPassengerType(saved: SavedPassenger, type: PassengerType, departureDate: string): boolean {
  const birthIso = displayDateToIso(saved.birthDate);
  return birthIso ? passengerTypeOn(birthIso, departureDate) === type : saved.passengerType === type;
}

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; items: SavedPassenger[] };

/**
 * The saved-passenger picker of docs/product-rules.md §4, for this offer's forms. The shared atom
 * opens it (after the auth modal for an anonymous traveller, which runs the picker as its callback);
 * it lists the saved passengers that fit the form's passenger type and hands the chosen one back.
 */
export function SavedPassengerPicker({
  offerId,
  departureDate,
  onPick,
}: {
  offerId: string;
  departureDate: string;
  onPick: (saved: SavedPassenger, type: PassengerType) => void;
}) {
  const picker = useAtomValue(passengerPickerAtom);
  const close = useSetAtom(closePassengerPickerAtom);
  const open = picker.visible && picker.offerId === offerId && picker.passengerType !== null;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    listSavedPassengers(controller.signal)
      .then((answer) => setLoaded({ status: 'ready', items: answer.items }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ status: 'failed', message: isApiError(error) ? error.message : 'Не удалось загрузить сохранённых пассажиров' });
      });
    return () => controller.abort();
  }, [open, attempt]);

  const type = picker.passengerType ?? 'ADULT';
  const fitting = loaded.status === 'ready' ? loaded.items.filter((saved) => fitsPassengerType(saved, type, departureDate)) : [];
  return (
    <ModalDialog open={open} onClose={close} title={`Сохранённые пассажиры: ${PASSENGER_TYPE_LABELS[type].toLowerCase()}`}>
      {loaded.status === 'loading' && <p role="status">Загружаем сохранённых пассажиров…</p>}
      {loaded.status === 'failed' && (
        <div role="alert">
          <p>{loaded.message}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => setAttempt((n) => n + 1)}>
            {RETRY_LABEL}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && fitting.length === 0 && (
        <p>Среди сохранённых нет пассажиров этого возраста. Заполните данные вручную: после бронирования их можно сохранить.</p>
      )}
      {fitting.length > 0 && (
        <ul className={styles.savedList}>
          {fitting.map((saved) => (
            <li key={saved.passengerUuid}>
              <button
                type="button"
                className={styles.savedPassenger}
                onClick={() => {
                  onPick(saved, type);
                  close();
                }}
              >
                <span className={styles.savedName}>{[saved.lastName, saved.firstName, saved.middleName].filter(Boolean).join(' ')}</span>
                <span className={styles.savedMeta}>
                  {saved.birthDate}, {DOCUMENT_TYPE_LABELS[saved.documentType]}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
