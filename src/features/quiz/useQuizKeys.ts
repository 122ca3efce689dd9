import {useEffect, useRef, type RefObject} from 'react';

export interface QuizKeyHandlers {
  /** Number of choices on screen; keys beyond it do nothing. */
  readonly choiceCount: number;
  /** Choose the n-th displayed choice (0-based). */
  readonly choose?: (index: number) => void;
  readonly next?: () => void;
  readonly flag?: () => void;
}

const TYPING =
  'input:not([type=radio]):not([type=checkbox]), textarea, select, [contenteditable=""], [contenteditable=true]';
// Enter already activates these natively; handling it again would act twice.
const ACTIVATES_ON_ENTER = 'button, a[href], summary, [role=button], [role=link]';

/**
 * Keyboard shortcuts for a quiz (docs/quiz.mdx lists them): 1–9 or A–E choose
 * the n-th answer, Enter goes to the next question, F flags it. Only while
 * focus is on the page body or inside `root`, never while typing in a field
 * or with a modifier held, so other shortcuts (search, browser) keep working.
 */
export function useQuizKeys(root: RefObject<HTMLElement | null>, handlers: QuizKeyHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const inside = target === null || target === document.body || Boolean(root.current?.contains(target));
      if (!inside || target?.closest(TYPING)) return;
      const h = latest.current;
      const key = event.key.toLowerCase();
      let index = -1;
      if (/^[1-9]$/.test(key)) index = Number(key) - 1;
      else if (/^[a-e]$/.test(key)) index = key.charCodeAt(0) - 97;
      if (index >= 0) {
        if (index < h.choiceCount && h.choose) {
          event.preventDefault();
          h.choose(index);
        }
        return;
      }
      if (key === 'f' && h.flag) {
        event.preventDefault();
        h.flag();
      } else if (key === 'enter' && h.next && !target?.closest(ACTIVATES_ON_ENTER)) {
        event.preventDefault();
        h.next();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root]);
}
