import {useCallback, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {OfflinePack} from '@site/plugins/offline';
import {CACHES} from '../cacheRules.mjs';

/** Where the last complete save is recorded (the pack version and when). */
const SAVED_KEY = 'pcs.offline.saved';
const PARALLEL = 4;
const BACK_ONLINE_WAIT_MS = 1500;

export interface SavedRecord {
  readonly version: string;
  readonly at: string;
}

export type SaveState =
  | {readonly kind: 'unsupported'}
  | {readonly kind: 'checking'}
  | {readonly kind: 'check-failed'}
  /** Offline with no saved copy of the pack: nothing to show until the connection is back. */
  | {readonly kind: 'offline'}
  | {readonly kind: 'ready'; readonly pack: OfflinePack}
  | {readonly kind: 'saving'; readonly pack: OfflinePack; readonly done: number}
  | {readonly kind: 'saved'; readonly pack: OfflinePack}
  | {readonly kind: 'save-failed'; readonly pack: OfflinePack; readonly failed: number};

function readSaved(): SavedRecord | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(SAVED_KEY) ?? 'null') as Partial<SavedRecord> | null;
    return typeof parsed?.version === 'string' && typeof parsed.at === 'string'
      ? {version: parsed.version, at: parsed.at}
      : null;
  } catch {
    console.warn('Ignoring an unreadable offline-save record');
    return null;
  }
}

/** Fetches one file of the pack into the cache the service worker reads; hashed assets already kept are skipped. */
async function keep(url: string, assetsPrefix: string, pages: Cache, assets: Cache): Promise<void> {
  const isAsset = url.startsWith(assetsPrefix);
  if (isAsset && (await assets.match(url))) return;
  const response = await fetch(url, {cache: 'no-cache'});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await (isAsset ? assets : pages).put(url, response);
}

/**
 * "Save the whole reviewer for offline": reads the build's pack (its size is
 * shown before anything is saved), then fetches every file into the service
 * worker's caches, a few at a time, reporting progress. Files that fail are
 * counted; Retry fetches what is still missing.
 */
export function useSaveForOffline(): {
  readonly state: SaveState;
  readonly saved: SavedRecord | null;
  readonly check: () => void;
  readonly save: () => void;
} {
  const packUrl = useBaseUrl('/offline-pack.json');
  const assetsPrefix = useBaseUrl('/assets/');
  const [state, setState] = useState<SaveState>({kind: 'checking'});
  const [saved, setSaved] = useState<SavedRecord | null>(null);
  const mounted = useRef(true);

  /** Reads the pack (its size and version); every state change happens in a callback. */
  const load = useCallback(() => {
    const supported = 'caches' in window && 'serviceWorker' in navigator;
    const read = async (): Promise<OfflinePack | 'offline'> => {
      if (!supported) throw new Error('unsupported');
      // Offline, only a copy the worker kept can answer (asking the network would just fail).
      const response = navigator.onLine ? await fetch(packUrl, {cache: 'no-cache'}) : await caches.match(packUrl);
      if (!response) return 'offline';
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as OfflinePack;
    };
    read().then(
      (pack) => {
        if (!mounted.current) return;
        setSaved(readSaved());
        setState(pack === 'offline' ? {kind: 'offline'} : {kind: 'ready', pack});
      },
      () => mounted.current && setState(supported ? {kind: 'check-failed'} : {kind: 'unsupported'}),
    );
  }, [packUrl]);

  const check = useCallback(() => {
    setState({kind: 'checking'});
    load();
  }, [load]);

  useEffect(() => {
    mounted.current = true;
    load();
    // 'online' often fires before the network carries requests again: give it a moment.
    let timer: number | undefined;
    const reload = (): void => {
      window.clearTimeout(timer);
      timer = window.setTimeout(load, BACK_ONLINE_WAIT_MS);
    };
    window.addEventListener('online', reload);
    return () => {
      mounted.current = false;
      window.clearTimeout(timer);
      window.removeEventListener('online', reload);
    };
  }, [load]);

  const save = useCallback(() => {
    if (state.kind !== 'ready' && state.kind !== 'save-failed' && state.kind !== 'saved') return;
    const {pack} = state;
    setState({kind: 'saving', pack, done: 0});
    void (async () => {
      const [pages, assets] = await Promise.all([caches.open(CACHES.pages), caches.open(CACHES.assets)]);
      const queue = [...pack.urls];
      let done = 0;
      let failed = 0;
      const worker = async (): Promise<void> => {
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
          await keep(url, assetsPrefix, pages, assets).catch(() => {
            failed += 1;
          });
          done += 1;
          if (mounted.current) setState({kind: 'saving', pack, done});
        }
      };
      await Promise.all(Array.from({length: PARALLEL}, worker));
      navigator.serviceWorker.controller?.postMessage({type: 'pcs-pages-saved'});
      if (!mounted.current) return;
      if (failed > 0) {
        setState({kind: 'save-failed', pack, failed});
        return;
      }
      const record = {version: pack.version, at: new Date().toISOString()};
      try {
        localStorage.setItem(SAVED_KEY, JSON.stringify(record));
      } catch {
        console.warn('Browser storage is unavailable; the save is not recorded.');
      }
      setSaved(record);
      setState({kind: 'saved', pack});
    })().catch(() => mounted.current && setState({kind: 'save-failed', pack, failed: pack.urls.length}));
  }, [state, assetsPrefix]);

  return {state, saved, check, save};
}
