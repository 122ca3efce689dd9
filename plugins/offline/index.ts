/**
 * Build files for offline reading (DESIGN.md §11a), written into each locale's
 * output folder after the build:
 * - `manifest.json`, the web app manifest (name from src/config/brand.ts,
 *   this locale's start page, the icons of static/img/icons);
 * - `offline-pack.json`, what "Save the whole reviewer for offline" fetches:
 *   every reviewer page, /quizzes, the home and offline pages, and every
 *   chunk, stylesheet, image and data file of the locale except premium ones,
 *   with the download size (gzip, as the host sends it) shown before saving.
 * - `offline-page-assets.json`, the chunks of the /offline page, which the
 *   worker caches when it installs, so the page it shows for a page never
 *   opened works even if the candidate never visited it.
 * All are written synchronously at the start of postBuild, before the PWA
 * plugin (listed after this one) globs the output for its precache.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SITE_TAGLINE, SITE_TITLE} from '../../src/config/brand';
import {isPremiumFile} from '../../src/features/offline/cacheRules.mjs';

export interface OfflinePack {
  /** Changes whenever a file of the pack changes. */
  readonly version: string;
  /** Bytes to download (gzip), summed over `urls`. */
  readonly downloadBytes: number;
  readonly urls: readonly string[];
  /** The build's runtime bundle, which names the build for the service worker's index; null when none. */
  readonly runtime: string | null;
}

const THEME_COLOR = '#0b5ea8';

export function webAppManifest(baseUrl: string, lang: string): Record<string, unknown> {
  return {
    name: SITE_TITLE,
    short_name: 'Customs Scholar',
    description: SITE_TAGLINE,
    lang,
    start_url: baseUrl,
    scope: baseUrl,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      {src: `${baseUrl}img/icons/icon-192.png`, sizes: '192x192', type: 'image/png'},
      {src: `${baseUrl}img/icons/icon-512.png`, sizes: '512x512', type: 'image/png'},
      {src: `${baseUrl}img/icons/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable'},
    ],
  };
}

function filesUnder(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, {withFileTypes: true})
    .flatMap((d) => (d.isDirectory() ? filesUnder(root, path.posix.join(dir, d.name)) : [path.posix.join(dir, d.name)]));
}

/** The page routes of the pack: the reviewer (every /docs page), /quizzes, the home and the offline page. */
export function packPages(routesPaths: readonly string[], baseUrl: string): string[] {
  const wanted = new Set([baseUrl, `${baseUrl}quizzes`, `${baseUrl}offline`]);
  return routesPaths.filter((p) => p.startsWith(`${baseUrl}docs/`) || wanted.has(p)).sort();
}

/** The pack of one locale's build in `outDir`. */
export function offlinePack(outDir: string, baseUrl: string, routesPaths: readonly string[]): OfflinePack {
  const entries: {url: string; file: string}[] = [];
  for (const route of packPages(routesPaths, baseUrl)) {
    const rel = route.slice(baseUrl.length);
    const file = path.join(outDir, rel, 'index.html');
    if (fs.existsSync(file)) entries.push({url: route, file});
  }
  for (const rel of filesUnder(outDir, 'assets').sort()) {
    if (!isPremiumFile(rel)) entries.push({url: baseUrl + rel, file: path.join(outDir, rel)});
  }
  let downloadBytes = 0;
  const hash = crypto.createHash('sha256');
  for (const e of entries) {
    const bytes = fs.readFileSync(e.file);
    downloadBytes += gzipSync(bytes, {level: 6}).length;
    hash.update(e.url).update(bytes);
  }
  const runtime = entries.find((e) => /\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/.test(e.url))?.url ?? null;
  return {version: hash.digest('hex').slice(0, 12), downloadBytes, urls: entries.map((e) => e.url), runtime};
}

/** Chunk names in a routesChunkNames entry, flattened. */
function chunkNames(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(chunkNames) : [];
}

/**
 * The JS files of one route (without the shell's main and runtime), from the
 * files the build leaves in the generated folder: routesChunkNames.json
 * (route -> chunk names) and client-manifest.json (chunk name -> files).
 */
export function routeAssets(generatedFilesDir: string, routePath: string): string[] {
  const read = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(generatedFilesDir, name), 'utf8'));
  const routes = read('routesChunkNames.json') as Record<string, unknown>;
  const manifest = read('client-manifest.json') as {
    origins: Record<string, string[]>;
    assets: Record<string, {js?: {publicPath: string}[]}>;
  };
  const names = Object.entries(routes)
    .filter(([key]) => key.replace(/-[^-]+$/, '') === routePath)
    .flatMap(([, chunks]) => chunkNames(chunks));
  const ids = new Set(names.flatMap((n) => manifest.origins[n] ?? []));
  return [...ids].flatMap((id) => (manifest.assets[id]?.js ?? []).map((a) => a.publicPath)).sort();
}

export default function offlinePlugin(context: LoadContext): Plugin {
  const {baseUrl, i18n} = context;
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return {
    name: 'offline',
    postBuild({outDir, routesPaths}) {
      fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(webAppManifest(baseUrl, lang)));
      fs.writeFileSync(
        path.join(outDir, 'offline-page-assets.json'),
        JSON.stringify(routeAssets(context.generatedFilesDir, `${baseUrl}offline`)),
      );
      const pack = offlinePack(outDir, baseUrl, routesPaths);
      fs.writeFileSync(path.join(outDir, 'offline-pack.json'), JSON.stringify(pack));
      console.log(
        `[offline] ${baseUrl}offline-pack.json: ${pack.urls.length} files, ${(pack.downloadBytes / 1048576).toFixed(1)} MB to download`,
      );
      return Promise.resolve();
    },
  };
}
