/**
 * Writing to a full browser storage (issue 25). localStorage throws a
 * QuotaExceededError (DOMException code 22, or Firefox's
 * NS_ERROR_DOM_QUOTA_REACHED) when an origin's quota is used up; IndexedDB
 * rejects with the same name.
 */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof DOMException !== 'undefined' && error instanceof DOMException))
    return false;
  const e = error as {name?: string; code?: number};
  return e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22;
}

/** Stores `value` under `key`; false when the storage refused it (full or blocked), never a throw. */
export function trySetItem(storage: Storage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
