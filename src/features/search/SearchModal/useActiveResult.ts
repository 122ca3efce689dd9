import {useCallback, useEffect, useId, useState, type KeyboardEvent} from 'react';
import type {SearchResult} from '@site/src/domain/search';

interface ActiveResult {
  readonly active: number;
  readonly setActive: (index: number) => void;
  readonly listId: string;
  readonly optionId: (index: number) => string;
  /** The option to name in aria-activedescendant (none without results). */
  readonly activeOption: string | undefined;
  /** The search box's keydown: Arrow Up/Down move cyclically, Enter picks. */
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * Which result is selected in the combobox (spec §5): the first one after
 * each new query (the caller resets it with setActive(0)), moved cyclically
 * by the arrow keys and kept scrolled into view; Enter picks it.
 */
export function useActiveResult(results: readonly SearchResult[], pick: (result: SearchResult) => void): ActiveResult {
  const [active, setActive] = useState(0);
  const listId = useId();
  const optionId = useCallback((i: number) => `${listId}-option-${i}`, [listId]);
  const activeOption = results.length > 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption)?.scrollIntoView?.({block: 'nearest'});
  }, [activeOption]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const n = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (n > 0) setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % n : (i - 1 + n) % n));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active];
      if (chosen) pick(chosen);
    }
  };

  return {active, setActive, listId, optionId, activeOption, onKeyDown};
}
