/**
 * Ships the free question banks and the HS explorer's data as content-hashed
 * static files (`assets/data/...`) instead of webpack chunks. A chunk loaded
 * with `import(`...${slug}.json`)` is listed in webpack's runtime chunk map,
 * which every page downloads (issue 15: 68 such entries); a static file is
 * not, and a service worker can cache it as a plain URL. The map from bank or
 * section to URL is generated data (`@generated/data-files/default/files.json`)
 * imported only by the lazy quiz and explorer code.
 *
 * `docusaurus start` serves the files from the generated folder; a build
 * writes them into each locale's output folder.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** One static file: where its source is and the site path it is served at (without baseUrl). */
export interface DataFile {
  readonly source: string;
  readonly sitePath: string;
  /** Minified JSON text. */
  readonly text: string;
}

/** What the client reads: site-relative URLs (with baseUrl) by bank and by HS part. */
export interface DataFileMap {
  /** `"<subject>/<slug>"` -> URL of the topic's free bank. */
  readonly banks: Readonly<Record<string, string>>;
  /** `"<subject>/<slug>"` -> how many questions the topic's free bank holds (the quiz setup offers no more). */
  readonly bankSizes: Readonly<Record<string, number>>;
  /** The readiness model's item index: what it needs of every free item (src/features/readiness). */
  readonly readiness: string;
  readonly hs: {
    readonly index: string;
    readonly overviews: string;
    /** Roman section number -> URL of its chunk. */
    readonly sections: Readonly<Record<string, string>>;
  };
}

const hashOf = (text: string): string => crypto.createHash('sha256').update(text).digest('hex').slice(0, 8);

function dataFile(source: string, dir: string, name: string): DataFile {
  const text = JSON.stringify(JSON.parse(fs.readFileSync(source, 'utf8')));
  return {source, sitePath: `assets/data/${dir}/${name}.${hashOf(text)}.json`, text};
}

/** How many questions a bank file holds (0 when it has no question list). */
function questionCount(file: DataFile): number {
  const questions = (JSON.parse(file.text) as {questions?: unknown}).questions;
  return Array.isArray(questions) ? questions.length : 0;
}

/** One row per free item: [id, subject, topic, difficulty, level, blind-guess chance]. */
export type ReadinessRow = readonly [string, number, string, string, string, number];

/**
 * What the readiness model needs of each free item, without its text: a few
 * KB instead of every bank. A blind guess finds the key of a single-answer item
 * with 1/choices, of "select all" with 1/(2^n - 1), of a typed answer never.
 */
function readinessFile(bankFiles: readonly string[]): DataFile {
  const rows: ReadinessRow[] = [];
  for (const source of bankFiles) {
    const bank = JSON.parse(fs.readFileSync(source, 'utf8')) as {
      questions?: {
        id: string;
        subject: number;
        topic: string;
        difficulty: string;
        level: string;
        type: string;
        choices?: unknown[];
      }[];
    };
    for (const q of bank.questions ?? []) {
      const n = q.choices?.length ?? 0;
      const guess =
        q.type === 'single' && n > 0 ? 1 / n : q.type === 'multiple' && n > 0 ? 1 / (2 ** n - 1) : 0;
      rows.push([q.id, q.subject, q.topic, q.difficulty, q.level, Math.round(guess * 10_000) / 10_000]);
    }
  }
  const text = JSON.stringify(rows);
  return {source: 'quizzes/', sitePath: `assets/data/readiness/items.${hashOf(text)}.json`, text};
}

const jsonNames = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

/** Every data file of the site, with its hashed path, and the map the client reads. */
export function collectDataFiles(siteDir: string, baseUrl: string): {files: DataFile[]; map: DataFileMap} {
  const files: DataFile[] = [];
  const banks: Record<string, string> = {};
  const bankSizes: Record<string, number> = {};
  const quizzes = path.join(siteDir, 'quizzes');
  const bankSources: string[] = [];
  for (const subject of [1, 2, 3, 4]) {
    const dir = path.join(quizzes, `subject-${subject}`);
    for (const name of jsonNames(dir)) {
      const slug = name.replace(/\.json$/, '');
      const file = dataFile(path.join(dir, name), `banks/subject-${subject}`, slug);
      bankSources.push(file.source);
      files.push(file);
      banks[`${subject}/${slug}`] = baseUrl + file.sitePath;
      bankSizes[`${subject}/${slug}`] = questionCount(file);
    }
  }
  const readiness = readinessFile(bankSources);
  files.push(readiness);
  const hsDir = path.join(siteDir, 'data/hs');
  const index = dataFile(path.join(hsDir, 'index.json'), 'hs', 'index');
  const overviews = dataFile(path.join(hsDir, 'overviews.json'), 'hs', 'overviews');
  files.push(index, overviews);
  const sections: Record<string, string> = {};
  for (const name of jsonNames(path.join(hsDir, 'sections'))) {
    const roman = name.replace(/\.json$/, '');
    const file = dataFile(path.join(hsDir, 'sections', name), 'hs/sections', roman);
    files.push(file);
    sections[roman] = baseUrl + file.sitePath;
  }
  return {
    files,
    map: {
      banks,
      bankSizes,
      readiness: baseUrl + readiness.sitePath,
      hs: {index: baseUrl + index.sitePath, overviews: baseUrl + overviews.sitePath, sections},
    },
  };
}

/** Writes the files under `root` (a build's output folder, or the dev server's static folder). */
export function writeDataFiles(root: string, files: readonly DataFile[]): void {
  for (const file of files) {
    const target = path.join(root, file.sitePath);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, file.text);
  }
}

type Content = ReturnType<typeof collectDataFiles>;

export default function dataFilesPlugin(context: LoadContext): Plugin<unknown> {
  const devRoot = path.join(context.generatedFilesDir, 'data-files-static');
  return {
    name: 'data-files',
    getPathsToWatch: () => [
      path.join(context.siteDir, 'quizzes/*/*.json'),
      path.join(context.siteDir, 'data/hs/*.json'),
      path.join(context.siteDir, 'data/hs/sections/*.json'),
    ],
    loadContent() {
      const content = collectDataFiles(context.siteDir, context.baseUrl);
      if (process.env.NODE_ENV !== 'production') {
        fs.rmSync(devRoot, {recursive: true, force: true});
        writeDataFiles(devRoot, content.files);
      }
      return content;
    },
    async contentLoaded({content, actions}) {
      await actions.createData('files.json', JSON.stringify((content as Content).map));
    },
    configureWebpack() {
      // The dev server merges this static folder with static/ (docusaurus start only).
      return {devServer: {static: [{directory: devRoot, publicPath: context.baseUrl}]}} as never;
    },
    postBuild({outDir, content}) {
      writeDataFiles(outDir, (content as Content).files);
      return Promise.resolve();
    },
  };
}
