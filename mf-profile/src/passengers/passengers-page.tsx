import { useId, useRef, useState } from 'react';
import { Button, getCountries, maskDocumentNumber, useDocumentTitle } from 'shared';
import { NotReadyView } from 'shared/resource-page';
import { type SavedPassenger } from 'shared/flights';
import { DOCUMENT_TYPE_LABELS, deleteSavedPassenger, listSavedPassengers, PASSENGER_TYPE_LABELS } from 'shared/passengers';
import { usePersonalResource } from '../data/use-personal-resource';
import { ConfirmDeleteDialog } from '../layout/confirm-delete-dialog';
import section from '../layout/profile-section.module.css';
import { PROFILE_TEXTS } from '../profile-texts';
import { SavedPassengerForm } from './saved-passenger-form';
import styles from './passengers.module.css';

type Editing = { mode: 'add' } | { mode: 'edit'; passenger: SavedPassenger } | null;

/** Saved passengers: list, add, edit, delete with confirmation, in booking's own form and schema, so a saved passenger always fills the booking form (§D). */
export function PassengersPage() {
  const { state, retry, replace } = usePersonalResource('passengers', async (signal) => {
    const [list, countries] = await Promise.all([listSavedPassengers(signal), getCountries(signal).catch(() => [])]);
    // without the country list the citizenship field still shows its code: never block the page on it
    return { passengers: list.items, countries };
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedPassenger | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(PROFILE_TEXTS.passengersTitle);

  if (state.status !== 'ready') return <NotReadyView state={state} retry={retry} loading={PROFILE_TEXTS.loading} notFound={PROFILE_TEXTS.notFoundTitle} />;
  const { passengers, countries } = state.data;

  function saved(passenger: SavedPassenger) {
    const exists = passengers.some((entry) => entry.passengerUuid === passenger.passengerUuid);
    replace({
      countries,
      passengers: exists ? passengers.map((entry) => (entry.passengerUuid === passenger.passengerUuid ? passenger : entry)) : [...passengers, passenger],
    });
    setEditing(null);
    setNotice(PROFILE_TEXTS.saved);
  }

  function removed(passengerUuid: string) {
    replace({ countries, passengers: passengers.filter((entry) => entry.passengerUuid !== passengerUuid) });
    setDeleting(null);
    setNotice(PROFILE_TEXTS.deleted);
    // the deleted card and its buttons are gone: keep focus on the page, not on <body>
    heading.current?.focus();
  }

  return (
    <section aria-labelledby={titleId} className={section.page}>
      <div className={styles.head}>
        <h1 id={titleId} ref={heading} tabIndex={-1} className={section.title}>
          {PROFILE_TEXTS.passengersTitle}
        </h1>
        {editing?.mode !== 'add' && (
          <Button
            onClick={() => {
              setNotice(null);
              setEditing({ mode: 'add' });
            }}
          >
            {PROFILE_TEXTS.addPassenger}
          </Button>
        )}
      </div>
      <p role="status" className={section.notice}>
        {notice}
      </p>
      {editing?.mode === 'add' && <SavedPassengerForm countries={countries} onSaved={saved} onCancel={() => setEditing(null)} />}
      {passengers.length === 0 && editing?.mode !== 'add' && <p className={section.empty}>{PROFILE_TEXTS.passengersEmpty}</p>}
      <ul className={section.list}>
        {passengers.map((passenger) => (
          <li key={passenger.passengerUuid}>
            {editing?.mode === 'edit' && editing.passenger.passengerUuid === passenger.passengerUuid ? (
              <SavedPassengerForm countries={countries} passenger={passenger} onSaved={saved} onCancel={() => setEditing(null)} />
            ) : (
              <PassengerCard
                passenger={passenger}
                onEdit={() => {
                  setNotice(null);
                  setEditing({ mode: 'edit', passenger });
                }}
                onDelete={() => setDeleting(passenger)}
              />
            )}
          </li>
        ))}
      </ul>
      <ConfirmDeleteDialog
        subject={deleting && { title: PROFILE_TEXTS.deleteConfirmTitle, text: PROFILE_TEXTS.deleteConfirmText(fullName(deleting), deleting.gender) }}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteSavedPassenger(deleting.passengerUuid);
          removed(deleting.passengerUuid);
        }}
      />
    </section>
  );
}

function fullName(passenger: SavedPassenger): string {
  return [passenger.lastName, passenger.firstName, passenger.middleName].filter(Boolean).join(' ');
}

function PassengerCard({ passenger, onEdit, onDelete }: { passenger: SavedPassenger; onEdit: () => void; onDelete: () => void }) {
  const name = fullName(passenger);
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className={styles.card} data-passenger-uuid={passenger.passengerUuid}>
      <div className={styles.cardText}>
        <h2 id={nameId} className={styles.name}>
          {name}
        </h2>
        <p className={styles.muted}>
          {PASSENGER_TYPE_LABELS[passenger.passengerType]} · {PROFILE_TEXTS.birthDate}: {passenger.birthDate}
        </p>
        <p className={styles.muted}>
          {DOCUMENT_TYPE_LABELS[passenger.documentType]} {maskDocumentNumber(passenger.documentNumber)}
        </p>
      </div>
      <div className={styles.cardActions}>
        <Button variant="secondary" onClick={onEdit} aria-label={`${PROFILE_TEXTS.editPassenger}: ${name}`}>
          {PROFILE_TEXTS.editPassenger}
        </Button>
        <Button variant="link" onClick={onDelete} aria-label={`${PROFILE_TEXTS.deletePassenger}: ${name}`}>
          {PROFILE_TEXTS.deletePassenger}
        </Button>
      </div>
    </article>
  );
}
