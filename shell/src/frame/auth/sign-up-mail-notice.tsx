import { atom, useAtom } from 'jotai';
import { Button } from 'shared';
import styles from './auth.module.css';

/** The address a sign-up mail just went to; the frame shows the notice until it is dismissed. */
export const signUpMailSentToAtom = atom<string | null>(null);

/**
 * After sign-up the modal closes (§4) and the page says to check the mail: the answer is the same for a new and a registered
 * address, so only the mail can tell the person what comes next.
 */
export function SignUpMailNotice() {
  const [email, setEmail] = useAtom(signUpMailSentToAtom);
  if (!email) return null;
  return (
    <section className={styles.mailNotice} role="status" aria-label="Письмо отправлено">
      <p className={styles.mailNoticeText}>
        Проверьте почту: мы отправили письмо на <strong>{email}</strong>. Перейдите по ссылке из письма, чтобы войти.
      </p>
      <Button variant="link" onClick={() => setEmail(null)}>
        Понятно
      </Button>
    </section>
  );
}
