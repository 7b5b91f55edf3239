import { useEffect, useRef, type ReactNode } from 'react';
import { useFullscreenMenu, usePhoneLayout } from 'shared';
import styles from './picker.module.css';

export interface PickerPanelProps {
  open: boolean;
  /** The dialog's name (read by screen readers, shown as the heading on phones). */
  title: string;
  onClose: () => void;
  /** Where focus goes back on close (the button that opened the panel). */
  returnFocusTo?: HTMLElement | null;
  children: ReactNode;
  /** The bottom button on phones ('Готово'). */
  doneLabel?: string;
}

/**
 * What the button that opens a picker says about it: it opens a dialog, and whether that is open now.
 * Spread on the opener (`<button {...pickerOpenerProps(open)} …>`) so every picker's opener reads the same.
 */
export function pickerOpenerProps(open: boolean) {
  return { type: 'button', 'aria-haspopup': 'dialog', 'aria-expanded': open } as const;
}

/**
 * A picker under its field on wide screens, full screen on phones (a full-screen menu, product rules §4). Escape, a click outside
 * and (wide) focus leaving close it; focus moves in on open and back to the field on Escape or the phone's buttons.
 */
export function PickerPanel({ open, title, onClose, returnFocusTo, children, doneLabel = 'Готово' }: PickerPanelProps) {
  const phone = usePhoneLayout();
  const panelRef = useRef<HTMLDivElement>(null);
  useFullscreenMenu(open && phone);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    // Content that placed focus itself on mounting (the calendar on its day) keeps it.
    if (!panel?.contains(document.activeElement)) {
      const first = panel?.querySelector<HTMLElement>('[data-autofocus], button:not([aria-disabled="true"]), input');
      (first ?? panel)?.focus();
    }
    const outside = (target: EventTarget | null) => !phone && !!panel && !panel.contains(target as Node) && !returnFocusTo?.contains(target as Node);
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) onClose();
    };
    // A drop-down is not modal: once Tab takes focus past it and its opener, it closes and leaves focus where it went.
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target)) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, phone, onClose, returnFocusTo]);

  if (!open) return null;
  const close = () => {
    onClose();
    returnFocusTo?.focus();
  };
  return (
    // A dialog owns its Escape (close, focus back to its opener) and, full screen, its Tab loop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={panelRef}
      role="dialog"
      aria-modal={phone || undefined}
      aria-label={title}
      tabIndex={-1}
      className={phone ? styles.fullscreen : styles.dropdown}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        } else if (phone && event.key === 'Tab' && panelRef.current) keepTabInside(event, panelRef.current);
      }}
    >
      {phone && (
        <div className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} onClick={close} aria-label="Закрыть">
            ×
          </button>
        </div>
      )}
      <div className={styles.body}>{children}</div>
      {phone && (
        <div className={styles.footer}>
          <button type="button" className={styles.done} onClick={close}>
            {doneLabel}
          </button>
        </div>
      )}
    </div>
  );
}

/** Full screen is modal: Tab cycles inside it. */
function keepTabInside(event: { shiftKey: boolean; preventDefault: () => void }, panel: HTMLElement): void {
  const focusable = [...panel.querySelectorAll<HTMLElement>('button, input, [tabindex="0"], a[href]')].filter((el) => !el.hasAttribute('disabled'));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
