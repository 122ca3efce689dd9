import {useState} from 'react';

/** Which branches of a tree are open: the set, a toggle for one key, and a way to open several. */
export function useToggleSet(
  initial: readonly string[],
): [ReadonlySet<string>, (key: string) => void, (keys: readonly string[]) => void] {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set(initial));
  const toggle = (key: string): void =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const add = (keys: readonly string[]): void => setOpen((s) => new Set([...s, ...keys]));
  return [open, toggle, add];
}
