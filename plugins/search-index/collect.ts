/**
 * Which pages the search index holds, read from the content the docs and
 * blog plugins loaded: every doc of every version and every blog post,
 * except drafts (never built), unlisted pages and pages marked noindex.
 * The shapes are read defensively so that a Docusaurus upgrade that moves
 * a field fails the build loudly instead of writing an empty index.
 */

export interface PageSource {
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly kind: 'doc' | 'blog';
  /** Front matter `premium: true`: only the title and description are indexed. */
  readonly premium: boolean;
}

interface PluginLike {
  readonly name: string;
  readonly content?: unknown;
}

type Rec = Record<string, unknown>;

function rec(value: unknown, what: string): Rec {
  if (typeof value !== 'object' || value === null) throw new Error(`search-index: ${what} is not an object`);
  return value as Rec;
}

function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`search-index: ${what} is not a list`);
  return value;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new Error(`search-index: ${what} is not a string`);
  return value;
}

function fromMetadata(meta: Rec, kind: PageSource['kind'], what: string): PageSource | null {
  const frontMatter = rec(meta.frontMatter ?? {}, `${what}.frontMatter`);
  if (meta.unlisted === true || frontMatter.draft === true) return null;
  return {
    url: text(meta.permalink, `${what}.permalink`),
    title: text(meta.title, `${what}.title`),
    description: typeof meta.description === 'string' ? meta.description : '',
    kind,
    premium: frontMatter.premium === true,
  };
}

function docsOf(content: unknown): PageSource[] {
  const versions = list(rec(content, 'docs content').loadedVersions, 'docs content.loadedVersions');
  return versions.flatMap((v, i) =>
    list(rec(v, `loadedVersions[${i}]`).docs, `loadedVersions[${i}].docs`).map((d, j) =>
      fromMetadata(rec(d, `docs[${j}]`), 'doc', `loadedVersions[${i}].docs[${j}]`),
    ),
  ).filter((p): p is PageSource => p !== null);
}

function postsOf(content: unknown): PageSource[] {
  const posts = list(rec(content, 'blog content').blogPosts, 'blog content.blogPosts');
  return posts
    .map((p, i) => fromMetadata(rec(rec(p, `blogPosts[${i}]`).metadata, `blogPosts[${i}].metadata`), 'blog', `blogPosts[${i}]`))
    .filter((p): p is PageSource => p !== null);
}

/**
 * The public doc and blog pages of this locale's build, docs first, in the
 * plugins' order. `noIndex` tells whether a route is marked noindex.
 */
export function collectPages(plugins: readonly PluginLike[], noIndex: (url: string) => boolean): PageSource[] {
  const docsPlugins = plugins.filter((p) => p.name === 'docusaurus-plugin-content-docs');
  const blogPlugins = plugins.filter((p) => p.name === 'docusaurus-plugin-content-blog');
  const pages = [...docsPlugins.flatMap((p) => docsOf(p.content)), ...blogPlugins.flatMap((p) => postsOf(p.content))];
  return pages.filter((p) => !noIndex(p.url));
}
