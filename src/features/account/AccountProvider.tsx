import {createContext, useCallback, useContext, useEffect, useState, type ReactNode} from 'react';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import type {Backend, User} from '@site/src/backend/types';
import {accountStatusFrom, premiumEndsAt, type AccountStatus, type PaymentLookup} from './accountStatus';

/** setTimeout's longest delay; a later end is re-checked after this. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Re-renders when premium access ends, so the status turns free at that
 * moment without a reload. Returns the time the status is computed at.
 */
function useClockUntil(end: Date | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!end) return undefined;
    const timer = setTimeout(() => setNow(new Date()), Math.min(Math.max(end.getTime() - Date.now(), 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [end, now]);
  return end ? now : new Date();
}

/**
 * Set while someone is signed in, so a guest's visit loads no backend code at
 * all (neither the Firebase SDK nor the local adapter) until a page needs it.
 */
const SIGNED_IN_HINT = 'pcs.signedIn';

export interface AccountState {
  readonly status: AccountStatus;
  /** undefined while the sign-in state is unknown. */
  readonly user: User | null | undefined;
  /** Whether the signed-in user is an admin (`admins/{uid}`); false until known. */
  readonly isAdmin: boolean;
  /** The backend's code could not be downloaded, so the sign-in state is unknown. */
  readonly loadFailed: boolean;
  /** Tries the download again (after loadFailed). */
  readonly retry: () => void;
}

function readHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    console.warn('Browser storage is unavailable; you may be asked to sign in again.');
    return false;
  }
}

function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage unavailable: already warned when reading.
  }
}

/** Who is signed in and what they may see, from the backend (spec §4, DESIGN.md §6). */
function useAccountStateValue(): AccountState {
  const loader = useBackendLoader();
  const [user, setUser] = useState<User | null | undefined>(undefined);
  const [lookup, setLookup] = useState<PaymentLookup>({kind: 'pending'});
  const [loadFailed, setLoadFailed] = useState(false);
  const [isAdmin, setIsAdmin] = useState(false);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    let lookupId = 0;
    function subscribe(backend: Backend): void {
      if (!active) return;
      setLoadFailed(false);
      unsubscribe = backend.auth.onUserChanged((next) => {
        writeHint(next !== null);
        setUser(next);
        const id = (lookupId += 1);
        setIsAdmin(false);
        if (next) {
          backend.admins.isAdmin(next.uid).then(
            (admin) => id === lookupId && setIsAdmin(admin),
            // Not knowing only hides the Admin link; the admin page checks again itself.
            (error: unknown) => console.warn('Could not check the admin role', error),
          );
        }
        if (!next?.email) {
          setLookup({kind: 'found', record: null});
          return;
        }
        setLookup({kind: 'pending'});
        backend.payments.findByEmail(next.email.toLowerCase()).then(
          (record) => id === lookupId && setLookup({kind: 'found', record}),
          (error: unknown) => {
            console.error('Error checking premium status', error);
            if (id === lookupId) setLookup({kind: 'failed', error});
          },
        );
      });
    }
    // With no sign-in on record, this visitor is a guest: do not load the
    // backend until a page (e.g. /login) needs it.
    const lazyGuest = !readHint();
    if (lazyGuest) void Promise.resolve().then(() => active && setUser(null));
    (lazyGuest ? loader.whenLoaded() : loader.load()).then(subscribe, (error: unknown) => {
      // Say so (never "Loading..." for ever), and subscribe once a retry here
      // or on any page gets the backend after all.
      console.warn('The account service did not load', error);
      if (active) setLoadFailed(true);
      void loader.whenLoaded().then(subscribe);
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [loader]);

  const retry = useCallback(() => {
    setLoadFailed(false);
    loader.load().catch(() => setLoadFailed(true));
  }, [loader]);

  const now = useClockUntil(premiumEndsAt(lookup));
  return {status: accountStatusFrom(user, lookup, now), user, isAdmin: Boolean(user) && isAdmin, loadFailed, retry};
}

const AccountContext = createContext<AccountState | null>(null);

export function AccountProvider({children}: {readonly children: ReactNode}): ReactNode {
  const value = useAccountStateValue();
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

/** The shared account state; throws outside `AccountProvider`. */
export function useAccount(): AccountState {
  const value = useContext(AccountContext);
  if (!value) throw new Error('useAccount() must be used inside <AccountProvider> (src/theme/Root.tsx)');
  return value;
}
