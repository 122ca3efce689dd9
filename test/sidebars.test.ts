import fs from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars';

const root = path.resolve(import.meta.dirname, '..');

const FREE_TIER_DOCS = [
  'CMTA-fulltext',
  'CMTA-highlights',
  'study-plan',
  'customs-docs-reviewer',
  'CustomsBrokersAct-highlights',
  'diagnostic-test',
  'intro',
  'mockboard',
  'Other-related-laws',
  'practical-computation-reviewer',
  'premium-reviewer',
  'quiz',
  'ra-9853-amendment',
  'tariff-law-reviewer',
  'video-premium-how-to-answer-CBLE',
];
const UNLISTED_DOCS = [
  'ahtn-updates',
  'classification-scenarios',
  'dutiable-value-examples',
  'hs-code-practice',
  'import-duty-exercises',
  'tariff-basics',
  'valuation-methods',
  'vat-and-other-taxes',
];

type Item = string | {type?: string; id?: string; items?: Item[]};

function docIds(items: readonly Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc' && item.id) return [item.id];
    return item.items ? docIds(item.items) : [];
  });
}

function docFile(id: string): string {
  const base = path.join(root, 'docs', id);
  return fs.existsSync(`${base}.mdx`) ? `${base}.mdx` : `${base}.md`;
}

describe('sidebars', () => {
  const allSidebarDocs = Object.values(sidebars).flatMap((items) => docIds(items as Item[]));

  it('freeTierSidebar holds exactly the 15 free-tier docs', () => {
    const ids = docIds(sidebars.freeTierSidebar as Item[]);
    expect([...ids].sort()).toEqual([...FREE_TIER_DOCS].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every doc file is either in the sidebar or one of the 8 unlisted docs', () => {
    const files = fs
      .readdirSync(path.join(root, 'docs'))
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => f.replace(/\.mdx?$/, ''));
    expect(files.sort()).toEqual([...FREE_TIER_DOCS, ...UNLISTED_DOCS].sort());
  });

  it.each(UNLISTED_DOCS)('%s is in no sidebar', (id) => {
    expect(allSidebarDocs).not.toContain(id);
  });

  it.each(UNLISTED_DOCS)('%s is linked from at least one sidebar page', (id) => {
    const link = new RegExp(`\\]\\((?:\\./${id}\\.mdx?|/docs/${id})(?:#[^)]*)?\\)`);
    const linkedFrom = FREE_TIER_DOCS.filter((from) => link.test(fs.readFileSync(docFile(from), 'utf8')));
    expect(linkedFrom).not.toEqual([]);
  });
});
