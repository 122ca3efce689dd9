import {collectPages} from './collect';
import {indexPage} from './buildIndex';

const doc = (id: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  title: `Title ${id}`,
  description: `About ${id}`,
  permalink: `/fil/docs/${id}`,
  frontMatter: {},
  unlisted: false,
  ...extra,
});

const plugins = [
  {name: 'docusaurus-plugin-content-pages', content: []},
  {
    name: 'docusaurus-plugin-content-docs',
    content: {
      loadedVersions: [
        {
          docs: [
            doc('intro'),
            doc('hidden', {unlisted: true}),
            doc('members', {frontMatter: {premium: true}}),
            doc('no-robots'),
          ],
        },
      ],
    },
  },
  {
    name: 'docusaurus-plugin-content-blog',
    content: {
      blogPosts: [
        {metadata: {title: 'A post', description: 'Post text', permalink: '/fil/blog/a-post', frontMatter: {}, unlisted: false}},
        {metadata: {title: 'Draft', description: '', permalink: '/fil/blog/draft', frontMatter: {draft: true}, unlisted: false}},
      ],
    },
  },
];

describe('collectPages', () => {
  const pages = collectPages(plugins, (url) => url === '/fil/docs/no-robots');

  it('lists every doc and blog post, with the locale in the URL, docs first', () => {
    expect(pages.map((p) => [p.url, p.kind])).toEqual([
      ['/fil/docs/intro', 'doc'],
      ['/fil/docs/members', 'doc'],
      ['/fil/blog/a-post', 'blog'],
    ]);
  });

  it('leaves out unlisted pages, drafts and noindex routes', () => {
    const urls = pages.map((p) => p.url);
    expect(urls).not.toContain('/fil/docs/hidden');
    expect(urls).not.toContain('/fil/blog/draft');
    expect(urls).not.toContain('/fil/docs/no-robots');
  });

  it('flags front matter premium: true', () => {
    expect(pages.find((p) => p.url === '/fil/docs/members')?.premium).toBe(true);
    expect(pages.find((p) => p.url === '/fil/docs/intro')?.premium).toBe(false);
  });

  it('fails loudly when the docs content is not shaped as expected', () => {
    expect(() => collectPages([{name: 'docusaurus-plugin-content-docs', content: {versions: []}}], () => false)).toThrow(
      /loadedVersions is not a list/,
    );
  });
});

describe('indexPage', () => {
  const html = '<div class=markdown><p>PREMIUM BODY<h2 id=secret>Secret heading</h2><p>more</div>';

  it('indexes only the title and description of a premium page', () => {
    const entry = indexPage({url: '/docs/m', title: 'Members', description: 'What members get.', kind: 'doc', premium: true}, html);
    expect(entry).toEqual({url: '/docs/m', title: 'Members', kind: 'doc', description: 'What members get.', text: '', sections: []});
  });

  it('indexes the body of a public page', () => {
    const entry = indexPage({url: '/docs/p', title: 'Public', description: 'Open.', kind: 'doc', premium: false}, html);
    expect(entry.text).toBe('PREMIUM BODY');
    expect(entry.sections).toEqual([{anchor: 'secret', heading: 'Secret heading', text: 'more'}]);
  });

  it('fails the build when a page has no article body', () => {
    expect(() =>
      indexPage({url: '/docs/x', title: 'X', description: '', kind: 'doc', premium: false}, '<p>no article</p>'),
    ).toThrow(/no article content/);
  });
});
