// @vitest-environment node
/**
 * The Filipino UI is complete: every translate() / <Translate> id used in src/
 * (plus the computation engine's message ids, which are built from a table)
 * has an entry in i18n/fil/code.json, and no entry there is left over from
 * code that is gone.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {globTranslatableSourceFiles} from '@docusaurus/utils';
import {MESSAGES, messageId, type MessageCode} from '../src/domain/computation';

const root = path.join(import.meta.dirname, '..');

/** Every id the site's own code asks translate() for. */
async function sourceIds(): Promise<Set<string>> {
  const files = await globTranslatableSourceFiles([path.join(root, 'src')]);
  const extracted = await extractAllSourceCodeFileTranslations(
    files.filter((f) => !/\.test\.tsx?$/.test(f)),
    getBabelOptions({isServer: true}),
  );
  const ids = new Set(extracted.flatMap((file) => Object.keys(file.translations)));
  for (const code of Object.keys(MESSAGES) as MessageCode[]) {
    ids.add(messageId(code));
  }
  return ids;
}

/** The ids the classic theme translates itself (the site may override them). */
function themeIds(): Set<string> {
  const dir = path.join(root, 'node_modules/@docusaurus/theme-translations/locales/base');
  const ids = new Set<string>();
  for (const file of ['theme-common.json', 'theme-search-algolia.json']) {
    for (const id of Object.keys(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object)) {
      ids.add(id.replace(/___DESCRIPTION$/, ''));
    }
  }
  return ids;
}

const filipino = JSON.parse(readFileSync(path.join(root, 'i18n/fil/code.json'), 'utf8')) as Record<
  string,
  {message: string}
>;

describe('Filipino translations (i18n/fil/code.json)', () => {
  it('has an entry for every id the code uses, and no stale ones', {timeout: 120_000}, async () => {
    const used = await sourceIds();
    const theme = themeIds();
    const missing = [...used].filter((id) => !(id in filipino)).sort();
    const stale = Object.keys(filipino)
      .filter((id) => !used.has(id) && !theme.has(id))
      .sort();
    expect({missing, stale}).toEqual({missing: [], stale: []});
  });

  it('keeps every placeholder of the English text in the computation messages', () => {
    const placeholders = (text: string): string[] =>
      [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
    const wrong = (Object.keys(MESSAGES) as MessageCode[]).filter((code) => {
      const entry = filipino[messageId(code)];
      return (
        entry !== undefined && placeholders(entry.message).join() !== placeholders(MESSAGES[code]).join()
      );
    });
    expect(wrong).toEqual([]);
  });
});
