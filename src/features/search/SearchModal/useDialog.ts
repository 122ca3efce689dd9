import {useEffect, useRef, type KeyboardEvent, type RefObject} from 'react';

const FOCUSABLE = 'input, button, textarea, select, [href]:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])';

interface Dialog {
  /** The dialog's keydown handler: Escape dismisses, Tab cycles inside. */
  readonly onKeyDown: (event: KeyboardEvent) => void;
  /** Closes the dialog and gives focus back (see below). */
  readonly dismiss: () => void;
}

/**
 * The element to give focus back to: the one that had it when the dialog
 * opened (the search button when it was clicked, or wherever the reader was
 * when they pressed Cmd/Ctrl+K), else the search button. Safari does not
 * focus a button on click, hence the fallback.
 */
function opener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return document.querySelector<HTMLElement>('button[aria-keyshortcuts]');
}

/**
 * Modal behaviour while a dialog is mounted: focus moves to `initialFocus`,
 * the page behind (#__docusaurus) is inert and does not scroll, Tab cycles
 * inside the dialog, and Escape (or `dismiss`) closes it and gives focus
 * back to its opener. Closing any other way (a result was chosen) leaves
 * focus to the page being opened.
 */
export function useDialog(
  dialog: RefObject<HTMLElement | null>,
  initialFocus: RefObject<HTMLInputElement | null>,
  onClose: () => void,
): Dialog {
  const refocus = useRef(false);

  useEffect(() => {
    const returnTo = opener();
    const input = initialFocus.current;
    input?.focus();
    input?.select();
    const page = document.getElementById('__docusaurus');
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    page?.setAttribute('inert', '');
    return () => {
      document.body.style.overflow = overflow;
      page?.removeAttribute('inert');
      // Only now, with the page no longer inert, can the trigger take focus.
      if (refocus.current) returnTo?.focus();
    };
  }, [initialFocus]);

  const dismiss = (): void => {
    refocus.current = true;
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dismiss();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => !el.hasAttribute('disabled'),
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return {onKeyDown, dismiss};
}
