import fs from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars';

const root = path.resolve(import.meta.dirname, '..');

type Item = string | {type?: string; id?: string; label?: string; items?: Item[]};

function docItems(items: readonly Item[]): {id: string; label: string | undefined}[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [{id: item, label: undefined}];
    if (item.type === 'doc' && item.id) return [{id: item.id, label: item.label}];
    return item.items ? docItems(item.items) : [];
  });
}

function title(id: string): string | undefined {
  const base = path.join(root, 'docs', id);
  const file = fs.existsSync(`${base}.mdx`) ? `${base}.mdx` : `${base}.md`;
  return /^title: "?(.+?)"?$/m.exec(fs.readFileSync(file, 'utf8'))?.[1];
}

describe('sidebar doc labels', () => {
  const items = docItems(sidebars.freeTierSidebar as Item[]);

  // A written-out label is what lets Filipino translate it; it must still be the page's own title.
  it.each(items)('$id names its label, the same as its title', ({id, label}) => {
    expect(label).toBeDefined();
    expect(label).toBe(title(id));
  });

  it('every label has a Filipino translation', () => {
    const fil = JSON.parse(
      fs.readFileSync(path.join(root, 'i18n/fil/docusaurus-plugin-content-docs/current.json'), 'utf8'),
    ) as Record<string, {message: string}>;
    for (const {label} of items) {
      const entry = fil[`sidebar.freeTierSidebar.doc.${label}`];
      expect(entry, `no Filipino label for ${label}`).toBeDefined();
      expect(entry?.message, `"${label}" left in English`).not.toBe(label);
    }
  });
});
