import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import {
  AlertText,
  Button,
  emailSchema,
  failureMessage,
  fetchUserAtom,
  isApiError,
  logoutAtom,
  optionalPhoneSchema,
  profileUpdateRequestSchema,
  useDocumentTitle,
  userAtom,
} from 'shared';
import { updateProfile } from 'shared/account-requests';
import { TextInput } from 'shared/text-input';
import * as v from 'valibot';
import { fieldIssues, validatorOf } from '../forms/schema-issues';
import { PROFILE_TEXTS } from '../profile-texts';
import styles from './profile-edit.module.css';

const validateEmail = validatorOf(emailSchema);
const validatePhone = validatorOf(optionalPhoneSchema);

/** E-mail and phone of the signed-in person, checked by the API's schema, kept on any failure; saving loads the user again (§7 `PUT /private/user`). */
export function ProfileEditPage() {
  const user = useAtomValue(userAtom);
  const fetchUser = useSetAtom(fetchUserAtom);
  const logout = useSetAtom(logoutAtom);
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  /** A new e-mail waits for the link mailed to it (docs/product-rules.md §D Accounts). */
  const [emailToConfirm, setEmailToConfirm] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  useDocumentTitle(PROFILE_TEXTS.editTitle);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setEmailToConfirm(null);
    setFormError(null);
    const parsed = v.safeParse(profileUpdateRequestSchema, { email, phone });
    if (!parsed.success) {
      setErrors(fieldIssues(parsed.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const updated = await updateProfile(parsed.output);
      await fetchUser();
      setSaved(true);
      if (updated.email.toLowerCase() !== parsed.output.email.toLowerCase()) setEmailToConfirm(parsed.output.email);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      setFormError(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className={styles.page}>
      <h1 id={titleId} className={styles.title}>
        {PROFILE_TEXTS.editTitle}
      </h1>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label={PROFILE_TEXTS.emailLabel}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setErrors(({ email: _dropped, ...rest }) => rest);
          }}
          validators={[validateEmail]}
          error={errors.email}
          required
        />
        <TextInput
          label={PROFILE_TEXTS.phoneLabel}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onValueChange={(value) => {
            setPhone(value);
            setErrors(({ phone: _dropped, ...rest }) => rest);
          }}
          validators={[validatePhone]}
          error={errors.phone}
          hint={PROFILE_TEXTS.phoneHint}
        />
        <AlertText className={styles.error} message={formError} />
        {saved && (
          <p role="status" className={styles.saved}>
            {PROFILE_TEXTS.profileSaved}
            {emailToConfirm && ` ${PROFILE_TEXTS.emailChangeMailed(emailToConfirm)}`}
          </p>
        )}
        <div className={styles.buttons}>
          <Button type="submit" busy={busy}>
            {PROFILE_TEXTS.save}
          </Button>
        </div>
      </form>
      <div className={styles.logout}>
        <Button variant="secondary" onClick={() => logout()}>
          {PROFILE_TEXTS.logout}
        </Button>
      </div>
    </section>
  );
}
