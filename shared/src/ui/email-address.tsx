import type { ReactNode } from 'react';
import styles from './email-address.module.css';

/**
 * An e-mail address that breaks only where it must: to the next line whole while it fits, a longer one before its '@', inside a
 * part only when that part is longer than the line. `children` (a full stop) stay with it.
 */
export function EmailAddress({ email, children }: { email: string; children?: ReactNode }) {
  const at = email.lastIndexOf('@');
  return (
    <span className={styles.email}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
      {children}
    </span>
  );
}
