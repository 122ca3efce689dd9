import {act, renderHook} from '@testing-library/react';
import type {ComponentType} from 'react';
import {useLazyImport} from './useLazyImport';

const Loaded: ComponentType = () => null;

/** A load() whose downloads the test settles one by one. */
function controlledLoad() {
  const downloads: {resolve: () => void; reject: () => void}[] = [];
  const load = vi.fn(
    () =>
      new Promise<{default: ComponentType}>((resolve, reject) => {
        downloads.push({resolve: () => resolve({default: Loaded}), reject: () => reject(new Error('offline'))});
      }),
  );
  return {load, downloads};
}

describe('useLazyImport', () => {
  it('keeps a failed prefetch quiet, and a request after it downloads again', async () => {
    const {load, downloads} = controlledLoad();
    const {result} = renderHook(() => useLazyImport(load));
    act(() => result.current.prefetch());
    act(() => result.current.prefetch());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => downloads[0]?.reject());
    expect(result.current.state).toEqual({status: 'waiting'});

    act(() => result.current.request());
    expect(result.current.state).toEqual({status: 'loading'});
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => downloads[1]?.resolve());
    expect(result.current.state).toEqual({status: 'ready', Component: Loaded});
  });

  it('reports a failed request, and its retry succeeds', async () => {
    const {load, downloads} = controlledLoad();
    const {result} = renderHook(() => useLazyImport(load));
    act(() => result.current.request());
    await act(async () => downloads[0]?.reject());
    expect(result.current.state).toEqual({status: 'error'});
    act(() => result.current.request());
    expect(result.current.state).toEqual({status: 'loading'});
    await act(async () => downloads[1]?.resolve());
    expect(result.current.state.status).toBe('ready');
  });

  it('turns a prefetched download into the component when asked, without downloading twice', async () => {
    const {load, downloads} = controlledLoad();
    const {result} = renderHook(() => useLazyImport(load));
    act(() => result.current.prefetch());
    await act(async () => downloads[0]?.resolve());
    expect(result.current.state).toEqual({status: 'waiting'});
    await act(async () => result.current.request());
    expect(result.current.state.status).toBe('ready');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
