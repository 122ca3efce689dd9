import {useEffect, useState} from 'react';

/**
 * `value` once it has stayed the same for `ms`: heavy work that follows it
 * (checking a whole bank, rendering a preview) waits until typing pauses
 * instead of running on every key.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
