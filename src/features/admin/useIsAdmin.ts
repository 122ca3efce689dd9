import {useBackend} from '@site/src/backend/useBackend';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
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
  const uid = user?.uid;
  const answer = useAsyncResource(backend && uid ? () => backend.admins.isAdmin(uid) : null, [backend, uid], {
    warning: 'Could not check admin access',
  });

  if (failed) return {check: 'failed', retry: retryBackend};
  const {retry} = answer;
  if (user === null) return {check: 'denied', retry};
  if (answer.status === 'loading') return {check: 'checking', retry};
  if (answer.status === 'error') return {check: 'failed', retry};
  return {check: answer.value ? 'admin' : 'denied', retry};
}
