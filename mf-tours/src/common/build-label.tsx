import { TOURS_TEXTS } from './tours-texts';
import styles from './common.module.css';

/** Set at build time (a QA or preview build); empty in a normal build, so nothing shows. */
const BUILD_LABEL = process.env.BUILD_LABEL ?? '';

/** Which build of the area runs: testers of a QA build see it, visitors of a normal build never do. */
export function BuildLabel() {
  if (!BUILD_LABEL) return null;
  return (
    <p className={styles.buildLabel} data-build-label>
      {TOURS_TEXTS.buildLabel}: {BUILD_LABEL}
    </p>
  );
}
