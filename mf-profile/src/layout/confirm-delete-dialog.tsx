import { useEffect } from 'react';
import { AlertText, Button, ModalDialog } from 'shared';
import { useAction } from 'shared/idempotent-action';
import { PROFILE_TEXTS } from '../profile-texts';
import styles from './confirm-delete-dialog.module.css';

export interface ConfirmDeleteDialogProps {
  /** Open while a thing waits for the person's word; null closes the dialog. */
  subject: { title: string; text: string } | null;
  onClose: () => void;
  /** Deletes on the API; a failure keeps the dialog open with the API's message. */
  onConfirm: () => Promise<void>;
}

/** The profile's "delete after confirmation": the dialog stays until the API has said yes. */
export function ConfirmDeleteDialog({ subject, onClose, onConfirm }: ConfirmDeleteDialogProps) {
  const { run, busy, error, setError } = useAction(onConfirm);
  useEffect(() => setError(null), [subject, setError]);

  return (
    <ModalDialog open={subject !== null} onClose={onClose} title={subject?.title ?? ''} size="sm">
      <p>{subject?.text ?? ''}</p>
      <AlertText className={styles.error} message={error} />
      <div className={styles.buttons}>
        <Button busy={busy} onClick={() => void run()}>
          {PROFILE_TEXTS.deleteConfirm}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {PROFILE_TEXTS.cancelEdit}
        </Button>
      </div>
    </ModalDialog>
  );
}
