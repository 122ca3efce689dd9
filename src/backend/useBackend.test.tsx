import {act, renderHook} from '@testing-library/react';
import type {ReactNode} from 'react';
import {fakeBackend} from '@site/test/fakeBackend';
import {BackendProvider, createBackendLoader} from './BackendProvider';
import {useBackend} from './useBackend';

/** A loader whose first download fails (offline), and later ones succeed. */
function setup() {
  const backend = fakeBackend();
  const create = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(backend);
  const loader = createBackendLoader('local', create);
  const wrapper = ({children}: {readonly children: ReactNode}) => (
    <BackendProvider loader={loader}>{children}</BackendProvider>
  );
  const hook = renderHook(() => useBackend(), {wrapper});
  return {...hook, backend, loader, create};
}

describe('useBackend', () => {
  it('says the download failed, and Retry downloads it again', async () => {
    const {result, backend} = setup();
    await act(async () => undefined);
    expect(result.current).toMatchObject({backend: null, failed: true});
    act(() => result.current.retry());
    expect(result.current.failed).toBe(false);
    await act(async () => undefined);
    expect(result.current).toMatchObject({backend, failed: false});
  });

  it('takes the backend a retry elsewhere on the page loaded', async () => {
    const {result, backend, loader} = setup();
    await act(async () => undefined);
    expect(result.current.failed).toBe(true);
    await act(async () => {
      await loader.load();
    });
    expect(result.current).toMatchObject({backend, failed: false});
  });
});
