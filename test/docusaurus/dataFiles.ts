// Stand-in for @generated/data-files/default/files.json: the same map,
// pointing at the source files (served by the fetch stub in test/setup.ts).
import path from 'node:path';
import {collectDataFiles} from '../../plugins/data-files';

export const DATA_FILE_PREFIX = '/__data__/';

const {map, files} = collectDataFiles(path.resolve(import.meta.dirname, '../..'), DATA_FILE_PREFIX);

export default map;

const texts = new Map<string, string>();

/**
 * The fetch stub: a data file's URL answers with its text; anything else goes
 * to the fetch in place at call time (a test may stub fetch itself).
 */
function installFetchStub(): void {
  for (const f of files) texts.set(DATA_FILE_PREFIX + f.sitePath, f.text);
  const next = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const text = texts.get(url);
    if (text !== undefined) return Promise.resolve(new Response(text, {headers: {'content-type': 'application/json'}}));
    return next(input, init);
  };
}

installFetchStub();
