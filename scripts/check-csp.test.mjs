// @ts-check
// scripts/check-csp.mjs must see the Filipino pages of a Firebase-mode build:
// their colour-mode script differs from the English one.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkCsp, inlineScriptHashes} from './check-csp.mjs';
import {writeSiteBuild} from '../test/fixtures/siteBuild.mjs';

const page = (/** @type {string} */ code) => `<!doctype html><html><head><script>${code}</script></head><body></body></html>`;
const EN = 'document.documentElement.dataset.theme="light";/*en*/';
const FIL = 'document.documentElement.dataset.theme="light";/*fil*/';
const hashOf = (/** @type {string} */ code) => {
  const [hash] = inlineScriptHashes(page(code));
  if (!hash) throw new Error(`no executable inline script in ${code}`);
  return hash;
};
/** @returns {import('./check-csp.mjs').FirebaseJson} */
const policy = (/** @type {string[]} */ ...hashes) => ({
  hosting: {headers: [{headers: [{key: 'Content-Security-Policy', value: `default-src 'self'; script-src 'self' ${hashes.join(' ')}`}]}]},
});

describe('check-csp on a two-locale Firebase build', () => {
  const build = writeSiteBuild({en: {html: page(EN)}, fil: {html: page(FIL)}}, {useEmulators: true});

  it('fails when the Filipino colour-mode hash is missing from the policy', () => {
    const result = checkCsp([build], policy(hashOf(EN)));
    expect(result.missing).toEqual([hashOf(FIL)]);
  });

  it('passes when both hashes are listed', () => {
    const result = checkCsp([build], policy(hashOf(EN), hashOf(FIL)));
    expect(result.missing).toEqual([]);
    expect(result.problems).toEqual([]);
  });

  it('fails a Firebase-mode build that lacks the Filipino pages', () => {
    const englishOnly = writeSiteBuild({en: {html: page(EN)}}, {useEmulators: true});
    expect(checkCsp([englishOnly], policy(hashOf(EN))).problems).toEqual([expect.stringMatching(/fil site is missing/)]);
  });

  it("firebase.json lists every hash of the real build-firebase/, when it has been built", () => {
    const root = path.resolve(import.meta.dirname, '..');
    const real = path.join(root, 'build-firebase');
    if (!fs.existsSync(path.join(real, 'fil', 'index.html'))) return; // npm test runs check:csp on it after the build
    /** @type {import('./check-csp.mjs').FirebaseJson} */
    const config = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
    const result = checkCsp([real], config);
    expect(result.missing).toEqual([]);
    expect(result.problems).toEqual([]);
  });
});
