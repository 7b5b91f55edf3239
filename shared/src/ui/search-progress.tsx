import type { ReactNode } from 'react';
import styles from './search-progress.module.css';

export interface SearchProgressProps {
  /** what is being searched for, the bar's accessible name */
  label: string;
  /** 0–100 */
  progress: number;
  /** the line under the bar */
  children: ReactNode;
  /** the line repeats what a status line elsewhere announces, so screen readers skip it */
  textAnnouncedElsewhere?: boolean;
  /** the page places the block (its margins); the look is the same everywhere */
  className?: string;
}

/** The bar of a progressive search (flights, tours) while its answers arrive; never drawn empty, so it reads as started. */
export function SearchProgress({ label, progress, children, textAnnouncedElsewhere = false, className }: SearchProgressProps) {
  return (
    <div className={className}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`Поиск выполнен на ${progress}%`}
        className={styles.track}
      >
        <div className={styles.bar} style={{ width: `${Math.max(progress, 5)}%` }} />
      </div>
      <p className={styles.text} aria-hidden={textAnnouncedElsewhere || undefined}>
        {children}
      </p>
    </div>
  );
}
