import {useEffect, useRef, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly confirmLabel: ReactNode;
  readonly cancelLabel: ReactNode;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** Styles the confirm button as a danger (abandoning) rather than the primary action. */
  readonly danger?: boolean;
}

/**
 * A confirmation in a native modal <dialog>: focus moves to its confirm
 * button, Escape (the dialog's cancel) or "cancel" closes it and gives focus
 * back to what opened it.
 */
export default function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      // jsdom (the unit tests) has no showModal: the open attribute shows it there.
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
      confirm.current?.focus();
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="mock-confirm-title"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}>
      <Heading as="h2" id="mock-confirm-title" className={styles.dialogTitle}>
        {title}
      </Heading>
      {children}
      <div className={styles.buttons}>
        <button
          ref={confirm}
          type="button"
          className={danger ? 'button button--danger' : 'button button--primary'}
          onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
