import {useBackendLoader} from '@site/src/backend/BackendProvider';

/** Signs out through the backend (loading it first if needed). */
export function useSignOut(): () => void {
  const loader = useBackendLoader();
  return () => {
    void loader.load().then((backend) => backend.auth.signOut());
  };
}
