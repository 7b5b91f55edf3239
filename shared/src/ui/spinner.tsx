import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, read out by screen readers. */
  label?: string;
  /** Inside a control that already says it is busy: hidden from assistive technology. */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label = 'Загрузка', decorative = false }: SpinnerProps) {
  const className = `${styles.spinner} ${styles[size]}`;
  if (decorative) return <span className={className} aria-hidden="true" />;
  return <span className={className} role="status" aria-label={label} />;
}
