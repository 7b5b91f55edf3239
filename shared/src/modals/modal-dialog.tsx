// The modal dialog of product rules §9, with the stack of open dialogs that gives each its layer and lets only
// the top one answer Escape; nothing else opens onto that stack.
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../ui/icon';
import { focusableWithin, trapTab } from './focus-trap';
import {
  DEFAULT_MODAL_ALIGNMENT,
  DEFAULT_MODAL_SIZE,
  ESCAPE_KEY_CODE,
  MODAL_ROOT_ID,
  modalLayer,
  type ModalAlignment,
  type ModalSize,
} from './modal-constants';
import styles from './modal-dialog.module.css';

/**
 * The open modals in the order they opened. Only the topmost one answers Escape, and each one's
 * layer follows its place here. Module state is fine: `shared` is one federation singleton.
 */
let stack: readonly symbol[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function pushModal(id: symbol): void {
  if (stack.includes(id)) return;
  stack = [...stack, id];
  emit();
}

function removeModal(id: symbol): void {
  if (!stack.includes(id)) return;
  stack = stack.filter((entry) => entry !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The modal's place in the stack (-1 when closed). */
function useModalStackIndex(id: symbol): number {
  return useSyncExternalStore(
    subscribe,
    () => stack.indexOf(id),
    () => -1,
  );
}

function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog for assistive technology; shown as its heading. */
  title: string;
  /** Show the title visually (otherwise it is only read out). */
  showTitle?: boolean;
  size?: ModalSize;
  align?: ModalAlignment;
  centered?: boolean;
  /** Not closable: no close button, Escape does nothing (e.g. while paying). */
  closable?: boolean;
  /** A sentence under the title saying why the dialog opened, read out with its name. */
  description?: string;
  children: ReactNode;
}

function isEscape(event: KeyboardEvent): boolean {
  // keyCode 27 is what product rules §9 names; `key` covers browsers that dropped keyCode.
  return event.key === 'Escape' || event.keyCode === ESCAPE_KEY_CODE;
}

/**
 * The modal dialog of product rules §9. Layers above the page at 1000 + 2 per open modal, moves focus
 * into itself and back to the opener, and closes on Escape or its close button if closable.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  showTitle = true,
  size = DEFAULT_MODAL_SIZE,
  align = DEFAULT_MODAL_ALIGNMENT,
  centered = false,
  closable = true,
  description,
  children,
}: ModalDialogProps) {
  const [id] = useState(() => Symbol(title));
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const stackIndex = useModalStackIndex(id);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id);
    const container = panel.current;
    if (container) {
      // Prefer the first field over the close button, so typing can start at once.
      const focusable = focusableWithin(container);
      const target = focusable.find((element) => element.tagName === 'INPUT') ?? focusable[0] ?? container;
      target.focus();
    }
    return () => {
      removeModal(id);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, id]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id) || !panel.current) return;
      if (isEscape(event)) {
        if (closable) {
          event.preventDefault();
          latestClose.current();
        }
        return;
      }
      trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, id, closable]);

  if (!open) return null;
  const host = document.getElementById(MODAL_ROOT_ID) ?? document.body;
  return createPortal(
    <div
      className={`${styles.backdrop} ${align === 'middle' ? styles.middle : ''}`}
      style={{ zIndex: modalLayer(Math.max(stackIndex, 0)) }}
      data-modal-layer={modalLayer(Math.max(stackIndex, 0))}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={[styles.panel, centered ? styles.centered : ''].filter(Boolean).join(' ')}
        data-size={size}
        data-align={align}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title} hidden={!showTitle}>
            {title}
          </h2>
          {closable && (
            <button type="button" className={styles.close} aria-label="Закрыть" onClick={() => latestClose.current()}>
              <Icon name="close" size="lg" />
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </div>,
    host,
  );
}
