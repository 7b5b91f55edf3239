import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: 'primary' | 'secondary' | 'link';
  /** Full width of its container. */
  block?: boolean;
  /** Shows a spinner and blocks repeated clicks while an action runs. */
  busy?: boolean;
}

export function Button({ variant = 'primary', block = false, busy = false, type = 'button', className, children, disabled, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
