import type { ReactNode } from 'react';
import styles from './skip-link.module.css';

/**
 * A link past a long run of controls (the site's header, the results' filters) to `#targetId`, seen only
 * while it has focus. The target needs `tabIndex={-1}` so that following the link moves focus there too.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {children}
    </a>
  );
}
