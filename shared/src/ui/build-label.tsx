import styles from './build-label.module.css';

/**
 * Set by the build of the area that bundles this (a QA or preview build; subpath entry
 * `shared/build-label`, so each area reads its own); empty in a normal build.
 */
const BUILD_LABEL = process.env.BUILD_LABEL ?? '';

/** Which build of an area runs: testers of a QA build see it, visitors of a normal build never do. */
export function BuildLabel() {
  if (!BUILD_LABEL) return null;
  return (
    <p className={styles.buildLabel} data-build-label>
      Сборка: {BUILD_LABEL}
    </p>
  );
}
