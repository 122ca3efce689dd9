// @ts-check
// The deploy guard (scripts/check-deploy.mjs) against small fixture builds: a
// good Firebase-mode build of both locales passes; every way a build can be
// unfit to publish is refused.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {LOCAL_MODE_TEXT, deployProblems} from './check-deploy.mjs';
import {writeSiteBuild} from '../test/fixtures/siteBuild.mjs';

const CANARY = 'PREMIUM-CANARY-TEST-0123abcd';
const page = (/** @type {string} */ body) => `<!doctype html><html><body>${body}</body></html>`;
/** @param {string} body @param {Partial<import('../plugins/backend-choice/index').BuildInfo>} [info] */
const both = (body, info = {}) => ({en: {html: page(body), info}, fil: {html: page(body), info}});
const script = path.resolve(import.meta.dirname, 'check-deploy.mjs');

describe('check-deploy', () => {
  it('passes a Firebase-mode build of both locales with no canary', () => {
    expect(deployProblems(writeSiteBuild(both('Welcome')), [CANARY])).toEqual([]);
  });

  it('refuses a local-mode build (its build-info says local, its pages show the demo bar)', () => {
    const dir = writeSiteBuild(both(LOCAL_MODE_TEXT), {backend: 'local'});
    const problems = deployProblems(dir, [CANARY]);
    expect(problems.join('\n')).toMatch(/built for the local backend/);
    expect(problems.join('\n')).toMatch(/local demo mode page/);
  });

  it('refuses a local-mode page even when build-info.json claims Firebase', () => {
    const problems = deployProblems(writeSiteBuild(both(LOCAL_MODE_TEXT)), [CANARY]);
    expect(problems).toEqual([expect.stringMatching(/local demo mode page/)]);
  });

  it('refuses a build with a premium canary in it', () => {
    const dir = writeSiteBuild(both('Welcome'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'chunk.js'), `var bank = "${CANARY}";`);
    expect(deployProblems(dir, [CANARY])).toEqual([expect.stringContaining(`premium canary ${CANARY}`)]);
  });

  it('refuses a build without the Filipino site, or of one locale only', () => {
    const englishOnly = writeSiteBuild({en: {html: page('Welcome')}});
    expect(deployProblems(englishOnly, [CANARY])).toEqual([expect.stringMatching(/fil site is missing/)]);
    const noInfo = writeSiteBuild(both('Welcome'));
    fs.rmSync(path.join(noInfo, 'fil', 'build-info.json'));
    expect(deployProblems(noInfo, [CANARY])).toEqual([expect.stringMatching(/fil.build-info\.json is missing/)]);
  });

  it('refuses a build made for the emulators', () => {
    const dir = writeSiteBuild(both('Welcome'), {useEmulators: true});
    expect(deployProblems(dir, [CANARY])).toHaveLength(2);
  });

  it('refuses a missing folder, and exits non-zero from the command line', () => {
    expect(deployProblems('/nonexistent/build', [CANARY])).toEqual([expect.stringMatching(/does not exist/)]);
    const local = writeSiteBuild(both(LOCAL_MODE_TEXT), {backend: 'local'});
    const run = spawnSync(process.execPath, [script, local], {encoding: 'utf8'});
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Deploy refused/);
  });

  it('is what firebase.json runs before a hosting deploy', () => {
    /** @type {import('./check-csp.mjs').FirebaseJson} */
    const config = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../firebase.json'), 'utf8'));
    expect(config.hosting?.predeploy).toEqual(['node scripts/check-deploy.mjs "$RESOURCE_DIR"']);
  });
});
