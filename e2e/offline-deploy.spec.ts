import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect, type Page} from './fixtures';
import {startStaticServer, type StaticServer} from './staticServer';

/**
 * Issue 25, item 3: pages saved for offline under one build still work offline
 * after the next deploy, once the new worker has taken over and the browser's
 * HTTP cache has let the old bundles go. Two English builds whose main bundles
 * differ (SITE_BUILD_LABEL, read by docusaurus.config.ts) are served one after
 * the other at the same origin by a server of this spec.
 *
 * The builds go to $DEPLOY_BUILDS_DIR (default: the system temp folder) and are
 * made once, when missing; set DEPLOY_REBUILD=1 after changing the site.
 */
test.use({
  serviceWorkers: 'allow',
  allowedConsoleErrors: [/Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/],
});
test.describe.configure({mode: 'serial'});

const ROOT = process.env.DEPLOY_BUILDS_DIR ?? path.join(os.tmpdir(), 'pcs-offline-deploy');
const BUILDS = {v1: path.join(ROOT, 'v1'), v2: path.join(ROOT, 'v2')};

/** The main bundle a build's pages load, e.g. /assets/js/main.1a2b3c4d.js. */
function mainBundle(dir: string): string {
  const html = fs.readFileSync(path.join(dir, 'docs', 'intro', 'index.html'), 'utf8');
  const found = /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html);
  if (!found?.[1]) throw new Error(`no main bundle in ${dir}`);
  return found[1];
}

test.beforeAll(() => {
  test.setTimeout(15 * 60_000); // only when the two builds are missing
  for (const [label, dir] of Object.entries(BUILDS)) {
    if (process.env.DEPLOY_REBUILD !== '1' && fs.existsSync(path.join(dir, 'offline-pack.json'))) continue;
    execFileSync('npx', ['docusaurus', 'build', '--locale', 'en', '--out-dir', dir], {
      env: {...process.env, SITE_BUILD_LABEL: label},
      stdio: 'inherit',
    });
  }
  expect(mainBundle(BUILDS.v1)).not.toBe(mainBundle(BUILDS.v2));
});

let server: StaticServer;
test.beforeEach(async () => {
  server = await startStaticServer(BUILDS.v1);
});
test.afterEach(() => server.close());

/** The paths of every file in the site's runtime caches and in the plugin's precache. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name.startsWith('pcs-') ? name : 'precache'] = [
        ...(out[name.startsWith('pcs-') ? name : 'precache'] ?? []),
        ...keys.map((r) => new URL(r.url).pathname),
      ];
    }
    return out;
  });

async function pageWorks(page: Page, url: string, title: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('h1')).toHaveText(title);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
}

test('pages saved under one build open offline after the next deploy; the old build goes once they are refreshed', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const [main1, main2] = [mainBundle(BUILDS.v1), mainBundle(BUILDS.v2)];
  const o = server.origin;
  const intro: [string, string] = [`${o}/docs/intro`, 'Getting Started'];
  const pages: [string, string][] = [intro, [`${o}/docs/CMTA-highlights`, 'CMTA Highlights']];

  // Build 1: open two pages (the second through a link) and wait until both are saved with their shell.
  await pageWorks(page, ...intro);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {timeout: 20_000})
    .toBe(true);
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'CMTA Highlights'})
    .click();
  await expect(page.locator('h1')).toHaveText('CMTA Highlights');
  await expect
    .poll(
      async () => {
        const c = await cachedPaths(page);
        return (
          ['/docs/intro', '/docs/CMTA-highlights'].every((p) => c['pcs-pages-v1']?.includes(p)) &&
          (c['pcs-assets-v1'] ?? []).includes(main1)
        );
      },
      {timeout: 30_000},
    )
    .toBe(true);

  // The deploy: build 2 at the same origin; its worker installs, takes over, and its precache drops build 1's shell.
  server.serve(BUILDS.v2);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect
    .poll(async () => (await cachedPaths(page)).precache ?? [], {timeout: 60_000})
    .toEqual(expect.arrayContaining([main2]));
  await expect
    .poll(async () => (await cachedPaths(page)).precache ?? [], {timeout: 30_000})
    .not.toContain(main1);

  // The browser's HTTP cache lets the old bundles go; then offline, the saved pages still start (build 1's shell).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await context.setOffline(true);
  for (const [url, title] of pages) {
    await pageWorks(page, url, title);
    expect(
      await page.evaluate(() =>
        Array.from(document.scripts).map((s) => new URL(s.src || location.href).pathname),
      ),
    ).toContain(main1);
  }

  // Online again, the saved pages are refreshed under build 2, and build 1's shell is pruned.
  await context.setOffline(false);
  for (const [url, title] of pages) await pageWorks(page, url, title);
  await expect
    .poll(async () => (await cachedPaths(page))['pcs-assets-v1'] ?? [], {timeout: 30_000})
    .not.toContain(main1);
  expect((await cachedPaths(page))['pcs-assets-v1']).toContain(main2);

  await context.setOffline(true);
  for (const [url, title] of pages) await pageWorks(page, url, title);
});
