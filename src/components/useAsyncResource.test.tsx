import {act, renderHook} from '@testing-library/react';
import {useAsyncResource, type ResourceOptions} from './useAsyncResource';

/** A load whose answers the test gives one by one, in any order. */
function controlledLoad() {
  const calls: {key: string; resolve: (value: string) => void; reject: (error: Error) => void}[] = [];
  const loadFor = (key: string) => () =>
    new Promise<string>((resolve, reject) => {
      calls.push({key, resolve, reject});
    });
  const call = (i: number) => {
    const found = calls[i];
    if (!found) throw new Error(`no load number ${i}`);
    return found;
  };
  return {calls, loadFor, call};
}

function setup(options: ResourceOptions<string> = {}) {
  const {calls, loadFor, call} = controlledLoad();
  const hook = renderHook(
    ({keyName}: {keyName: string | null}) =>
      useAsyncResource(keyName === null ? null : loadFor(keyName), [keyName], options),
    {initialProps: {keyName: 'a' as string | null}},
  );
  return {...hook, calls, call};
}

describe('useAsyncResource', () => {
  it('is loading, then ready with the value', async () => {
    const {result, call} = setup();
    expect(result.current.status).toBe('loading');
    await act(async () => call(0).resolve('A'));
    expect(result.current).toMatchObject({status: 'ready', value: 'A'});
  });

  it('says the load failed, and Retry loads again', async () => {
    const {result, calls, call} = setup();
    const error = new Error('offline');
    await act(async () => call(0).reject(error));
    expect(result.current).toMatchObject({status: 'error', error});
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(calls).toHaveLength(2);
    await act(async () => call(1).resolve('A again'));
    expect(result.current).toMatchObject({status: 'ready', value: 'A again'});
  });

  it('drops an answer for older deps, whatever order the answers arrive in', async () => {
    const {result, rerender, call} = setup();
    rerender({keyName: 'b'});
    await act(async () => call(1).resolve('B'));
    await act(async () => call(0).resolve('A'));
    expect(result.current).toMatchObject({status: 'ready', value: 'B'});
  });

  it('stays loading without asking while load is null', async () => {
    const {result, rerender, calls, call} = setup();
    await act(async () => call(0).resolve('A'));
    rerender({keyName: null});
    expect(result.current.status).toBe('loading');
    expect(calls).toHaveLength(1);
  });

  it('keeps the last value while a new load runs, when asked to', async () => {
    const {result, rerender, call} = setup({keepLastValue: true});
    await act(async () => call(0).resolve('A'));
    rerender({keyName: 'b'});
    expect(result.current).toMatchObject({status: 'ready', value: 'A'});
    await act(async () => call(1).reject(new Error('offline')));
    expect(result.current.status).toBe('error');
    // After a failure there is no value to keep: Retry shows loading.
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
  });

  it('changes the value in place with update, loading nothing', async () => {
    const {result, calls, call} = setup();
    await act(async () => call(0).resolve('A'));
    const ready = result.current;
    if (ready.status !== 'ready') throw new Error('not ready');
    act(() => ready.update((value) => `${value}!`));
    expect(result.current).toMatchObject({status: 'ready', value: 'A!'});
    expect(calls).toHaveLength(1);
  });

  it('disposes a value once replaced, on unmount, and at once when it comes too late', async () => {
    const dispose = vi.fn();
    const {rerender, unmount, call} = setup({dispose});
    await act(async () => call(0).resolve('A'));
    rerender({keyName: 'b'});
    await act(async () => call(1).resolve('B'));
    expect(dispose.mock.calls).toEqual([['A']]);
    rerender({keyName: 'c'});
    unmount();
    expect(dispose.mock.calls).toEqual([['A'], ['B']]);
    await act(async () => call(2).resolve('C'));
    expect(dispose.mock.calls).toEqual([['A'], ['B'], ['C']]);
  });

  it('logs a failure with its warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const {call} = setup({warning: 'Could not load the thing'});
    const error = new Error('offline');
    await act(async () => call(0).reject(error));
    expect(warn).toHaveBeenCalledWith('Could not load the thing', error);
  });

  it('returns the same object while nothing changes', async () => {
    const {result, rerender, call} = setup();
    await act(async () => call(0).resolve('A'));
    const first = result.current;
    rerender({keyName: 'a'});
    expect(result.current).toBe(first);
  });
});
