import type { ReactNode } from 'react';
import styles from './email-address.module.css';

/**
 * An e-mail address that breaks only where it must: it moves to the next line whole while it fits
 * on one, a longer one breaks before its '@', and only a part longer than the line breaks inside.
 * `children` (a full stop) stay with the address, so they never wrap to a line of their own.
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
