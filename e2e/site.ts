import fs from 'node:fs';
import path from 'node:path';

/**
 * What the site should contain, read from the sources the build is made of,
 * so the route tests follow the content instead of copying it.
 */
// Playwright runs from the repository root (where playwright.config.ts is).
const root = process.cwd();

export const SITE_TITLE = 'PH Customs Scholar';

function frontMatter(file: string): Record<string, string> {
  const text = fs.readFileSync(file, 'utf8');
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const m = /^([A-Za-z_]+):\s*(.+)$/.exec(line);
    if (m?.[1] && m[2]) {
      const raw = m[2].trim();
      fields[m[1]] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw.replace(/^'(.*)'$/, '$1');
    }
  }
  return fields;
}

export interface DocEntry {
  readonly id: string;
  readonly title: string;
}

export const DOCS: readonly DocEntry[] = fs
  .readdirSync(path.join(root, 'docs'))
  .filter((f) => /\.mdx?$/.test(f))
  .map((f) => ({id: f.replace(/\.mdx?$/, ''), title: frontMatter(path.join(root, 'docs', f)).title ?? ''}));

export interface PostEntry {
  readonly slug: string;
  readonly title: string;
}

export const POSTS: readonly PostEntry[] = fs
  .readdirSync(path.join(root, 'blog'))
  .filter((f) => /\.mdx?$/.test(f))
  .map((f) => {
    const fm = frontMatter(path.join(root, 'blog', f));
    return {slug: fm.slug ?? '', title: fm.title ?? ''};
  });

export interface AuthorEntry {
  readonly key: string;
  readonly name: string;
}

export const AUTHORS: readonly AuthorEntry[] = [
  ...fs
    .readFileSync(path.join(root, 'blog/authors.yml'), 'utf8')
    .matchAll(/^([a-z0-9-]+):\n\s+name: (.+)$/gm),
].map((m) => ({key: m[1] ?? '', name: (m[2] ?? '').trim()}));

export const TAGS: readonly {key: string; label: string}[] = [
  ...fs.readFileSync(path.join(root, 'blog/tags.yml'), 'utf8').matchAll(/^([a-z0-9-]+):\n\s+label: (.+)$/gm),
].map((m) => ({key: m[1] ?? '', label: (m[2] ?? '').trim()}));

/**
 * The spec's top-level pages and the h1 each shows, per locale. A page that
 * sends a guest elsewhere names where (`guestRedirect`, without the locale prefix).
 */
export const PAGES: readonly {path: string; en: string; fil: string; guestRedirect?: string}[] = [
  {path: '/', en: SITE_TITLE, fil: SITE_TITLE},
  {path: '/about', en: 'About PH Customs Scholar', fil: 'Tungkol sa PH Customs Scholar'},
  {path: '/admin', en: 'Admin', fil: 'Admin'},
  {path: '/admin/quiz-editor', en: 'Quiz editor', fil: 'Editor ng quiz'},
  {path: '/login', en: 'Sign in', fil: 'Mag-sign in'},
  {path: '/markdown-page', en: 'Study notes format', fil: 'Study notes format'},
  {path: '/payment', en: 'Payment', fil: 'Bayad', guestRedirect: '/login?redirect=/payment'},
  {path: '/premium', en: 'Premium', fil: 'Premium'},
  {path: '/pricing', en: 'Pricing', fil: 'Presyo'},
  {path: '/pro', en: 'Pro for review centres', fil: 'Pro para sa mga review center'},
  {path: '/quizzes', en: 'Quizzes', fil: 'Mga Quiz'},
  {path: '/support', en: 'Support', fil: 'Suporta'},
  {path: '/offline', en: 'Study offline', fil: 'Mag-aral offline'},
];

/** Titles of the blog's own pages, from each locale's theme strings. */
export const BLOG_PAGES = {
  en: {'/blog': 'Blog', '/blog/archive': 'Archive', '/blog/authors': 'Authors', '/blog/tags': 'Tags'},
  fil: {'/blog': 'Blog', '/blog/archive': 'Archive', '/blog/authors': 'Authors', '/blog/tags': 'Mga Tag'},
} as const;
