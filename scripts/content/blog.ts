/**
 * Blog posts (CONTENT_GUIDE.md, "Blog posts"): each post's front matter, truncate marker and
 * sources, and the blog as a whole against blog/authors.yml and blog/tags.yml.
 */
import path from 'node:path';
import {type YamlMap, parseFrontMatter} from './frontMatter';
import {h2Sections} from './markdown';
import {type Page, checkHeadingOrder, checkSources, checkTableHeadings, readPage, readProblems} from './page';

/** Docusaurus's own truncate marker test, on the raw body. */
const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** A front matter value that may be one id or a list of ids, as a list; `bad` counts non-ids. */
function ids(value: unknown): {ids: string[]; bad: number} {
  const items = Array.isArray(value)
    ? (value as unknown[])
    : value === undefined || value === ''
      ? []
      : [value];
  const out = items.filter((x): x is string => typeof x === 'string' && x !== '');
  return {ids: out, bad: items.length - out.length};
}

/**
 * Check one blog post against the authors and tags declared in authors.yml and tags.yml. `page`
 * is the post already read.
 */
export function checkBlogPost({
  file,
  text,
  authors,
  tags,
  page = readPage(file, text),
}: {
  file: string;
  text: string;
  authors: YamlMap;
  tags: YamlMap;
  page?: Page;
}): string[] {
  const problems: string[] = [];
  const {fm} = page;
  if (!fm.hasFrontMatter) problems.push(`${file}: no front matter`);
  problems.push(...readProblems(page));
  if (!/^\d{4}-\d{2}-\d{2}-/.test(path.basename(file))) {
    problems.push(`${file}: file name does not start with YYYY-MM-DD-`);
  }
  for (const key of ['title', 'description', 'slug']) {
    const value = fm.data[key];
    if (typeof value !== 'string' || !value.trim()) problems.push(`${file}: front matter has no ${key}`);
  }
  const postAuthors = ids(fm.data.authors);
  if (postAuthors.ids.length + postAuthors.bad === 0) problems.push(`${file}: front matter has no authors`);
  if (postAuthors.bad) problems.push(`${file}: front matter authors must be ids from blog/authors.yml`);
  for (const a of postAuthors.ids) {
    if (!(a in authors)) problems.push(`${file}: author "${a}" is not in blog/authors.yml`);
  }
  const postTags = ids(fm.data.tags);
  if (postTags.ids.length + postTags.bad === 0) problems.push(`${file}: front matter has no tags`);
  if (postTags.bad) problems.push(`${file}: front matter tags must be ids from blog/tags.yml`);
  for (const t of postTags.ids)
    if (!(t in tags)) problems.push(`${file}: tag "${t}" is not in blog/tags.yml`);
  if (!TRUNCATE.test(fm.body)) problems.push(`${file}: no truncate marker after the intro`);
  if (!page.parseError) checkSources(page, h2Sections(page.md), problems);
  checkTableHeadings(page, problems);
  checkHeadingOrder(page, problems);
  return problems;
}

/** Check the blog as a whole: 6+ posts over 2024 and 2025, every tag used, every author used with a bio. */
export function checkBlogCollection(
  posts: readonly {file: string; text: string}[],
  authors: YamlMap,
  tags: YamlMap,
): string[] {
  const problems: string[] = [];
  if (posts.length < 6) problems.push(`blog/: ${posts.length} posts; at least 6 are needed`);
  const years = new Set(posts.map((p) => path.basename(p.file).slice(0, 4)));
  for (const y of ['2024', '2025']) if (!years.has(y)) problems.push(`blog/: no post dated ${y}`);
  const data = posts.map((p) => parseFrontMatter(p.text).data);
  const used = (key: string) => new Set(data.flatMap((d) => ids(d[key]).ids));
  const usedTags = used('tags');
  for (const t of Object.keys(tags)) {
    if (!usedTags.has(t)) problems.push(`blog/tags.yml: tag "${t}" is used by no post`);
  }
  const usedAuthors = used('authors');
  for (const [id, a] of Object.entries(authors)) {
    if (!usedAuthors.has(id)) problems.push(`blog/authors.yml: author "${id}" wrote no post`);
    if (!a.name) problems.push(`blog/authors.yml: author "${id}" has no name`);
    const bio = a.description;
    if (typeof bio !== 'string' || bio.split(/\s+/).length < 10) {
      problems.push(`blog/authors.yml: author "${id}" has no short bio (description)`);
    }
  }
  return problems;
}
