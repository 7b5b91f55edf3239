import { useAtomValue, useSetAtom } from 'jotai';
import { closePassengerPickerAtom, displayDateToIso, ModalDialog, passengerPickerAtom, RETRY_LABEL } from 'shared';
import { type SavedPassenger } from 'shared/flights';
import { useApiResource } from 'shared/resource-page';
import { DOCUMENT_TYPE_LABELS, listSavedPassengers, PASSENGER_TYPE_LABELS, passengerTypeOn, type PassengerType } from 'shared/passengers';
import styles from './booking.module.css';

/** A saved passenger fits a form when their age on the departure date gives that form's type. */
export function fitsPassengerType(saved: SavedPassenger, type: PassengerType, departureDate: string): boolean {
  const birthIso = displayDateToIso(saved.birthDate);
  return birthIso ? passengerTypeOn(birthIso, departureDate) === type : saved.passengerType === type;
}

/** §4's saved-passenger picker, opened by the shared atom (after the auth modal for a guest): the saved passengers fitting the form's type, the chosen one handed back. */
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
  // Loaded each time the picker opens: a passenger saved meanwhile is offered too.
  const { state: loaded, retry } = useApiResource(open ? 'saved-passengers' : null, async (signal) => (await listSavedPassengers(signal)).items, {
    isNotFound: () => false,
  });

  const type = picker.passengerType ?? 'ADULT';
  const fitting = loaded.status === 'ready' ? loaded.data.filter((saved) => fitsPassengerType(saved, type, departureDate)) : [];
  return (
    <ModalDialog open={open} onClose={close} title={`Сохранённые пассажиры: ${PASSENGER_TYPE_LABELS[type].toLowerCase()}`}>
      {loaded.status === 'loading' && <p role="status">Загружаем сохранённых пассажиров…</p>}
      {loaded.status === 'failed' && (
        <div role="alert">
          <p>{loaded.message}</p>
          <button type="button" className={styles.secondaryButton} onClick={retry}>
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
