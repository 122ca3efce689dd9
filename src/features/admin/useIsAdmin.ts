import {useEffect, useState} from 'react';
import {useBackend} from '@site/src/backend/useBackend';
import {useAccount} from '@site/src/features/account';

export type AdminCheck = 'checking' | 'admin' | 'denied' | 'failed';

/**
 * Whether the signed-in user is an admin (`admins/{uid}` exists). The UI
 * check only decides what to show; the security rules decide what an admin
 * call may read or write.
 */
export function useIsAdmin(): {readonly check: AdminCheck; readonly retry: () => void} {
  const {user} = useAccount();
  const {backend, failed, retry: retryBackend} = useBackend();
  const [answer, setAnswer] = useState<{uid: string; attempt: number; check: AdminCheck} | null>(null);
  const [attempt, setAttempt] = useState(0);
  const uid = user?.uid;

  useEffect(() => {
    if (!backend || !uid) return undefined;
    let active = true;
    backend.admins.isAdmin(uid).then(
      (isAdmin) => active && setAnswer({uid, attempt, check: isAdmin ? 'admin' : 'denied'}),
      (error: unknown) => {
        console.warn('Could not check admin access', error);
        if (active) setAnswer({uid, attempt, check: 'failed'});
      },
    );
    return () => {
      active = false;
    };
  }, [backend, uid, attempt]);

  if (failed) return {check: 'failed', retry: retryBackend};
  const retry = () => setAttempt((n) => n + 1);
  if (user === null) return {check: 'denied', retry};
  if (!uid || answer?.uid !== uid || answer.attempt !== attempt) return {check: 'checking', retry};
  return {check: answer.check, retry};
}
