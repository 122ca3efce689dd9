import {act, render, type RenderResult} from '@testing-library/react';
import type {ReactNode} from 'react';
import {BackendProvider} from '@site/src/backend/BackendProvider';
import type {Backend, User} from '@site/src/backend/types';
import {AccountProvider} from '@site/src/features/account';
import {fakeBackend, loaderFor, type FakeBackend} from './fakeBackend';

/** Renders inside the site's providers, as Root does, over a fake backend (a guest unless the test emits a user). */
export function renderInSite(ui: ReactNode, backend: Backend = fakeBackend()): RenderResult {
  return render(
    <BackendProvider loader={loaderFor(backend)}>
      <AccountProvider>{ui}</AccountProvider>
    </BackendProvider>,
  );
}

/**
 * Renders `ui` under the backend and account providers, then signs `user` in
 * (null: a guest) through the fake backend, as Root does on the site.
 */
export async function renderWithAccount(ui: ReactNode, backend: FakeBackend, user: User | null): Promise<RenderResult> {
  if (user) localStorage.setItem('pcs.signedIn', '1');
  const result = renderInSite(ui, backend);
  if (user) await act(async () => backend.emit(user));
  return result;
}
