// Blog posts and the blog as a whole, on fixture posts.
import {describe, expect, it} from 'vitest';
import {checkBlogCollection, checkBlogPost} from './blog';
import {AUTHORS, TAGS, post} from './testing';

describe('checkBlogPost and checkBlogCollection', () => {
  it('passes a complete post', () => {
    expect(checkBlogPost({file: 'blog/2024-06-17-x.md', text: post(), authors: AUTHORS, tags: TAGS})).toEqual(
      [],
    );
  });

  it('fails unknown authors and tags, no sources, no truncate marker', () => {
    const problems = checkBlogPost({
      file: 'blog/2024-06-17-x.md',
      text: post({authors: '[zed]', tags: '[cmta, customs]', sources: false, truncate: false}),
      authors: AUTHORS,
      tags: TAGS,
    });
    expect(problems).toEqual([
      'blog/2024-06-17-x.md: author "zed" is not in blog/authors.yml',
      'blog/2024-06-17-x.md: tag "customs" is not in blog/tags.yml',
      'blog/2024-06-17-x.md: no truncate marker after the intro',
      'blog/2024-06-17-x.md: no "## Sources" section',
    ]);
  });

  it('needs 6 posts over 2024 and 2025 that use every tag and every author', () => {
    const six = ['2024-01-01', '2024-05-01', '2024-09-01', '2025-01-01', '2025-05-01', '2025-09-01'].map(
      (d, i) => ({
        file: `blog/${d}-p${i}.md`,
        text: post({authors: i % 2 ? '[ben]' : '[ana]', tags: i % 2 ? '[tariff]' : '[cmta]'}),
      }),
    );
    expect(checkBlogCollection(six, AUTHORS, TAGS)).toEqual([]);
    const fewer = six.slice(0, 3);
    expect(checkBlogCollection(fewer, AUTHORS, TAGS)).toEqual([
      'blog/: 3 posts; at least 6 are needed',
      'blog/: no post dated 2025',
    ]);
    const oneVoice = six.map((p) => ({...p, text: post()}));
    expect(checkBlogCollection(oneVoice, AUTHORS, TAGS)).toEqual([
      'blog/tags.yml: tag "tariff" is used by no post',
      'blog/authors.yml: author "ben" wrote no post',
    ]);
    expect(checkBlogCollection(six, {...AUTHORS, cy: {name: 'Cy'}}, TAGS)).toEqual([
      'blog/authors.yml: author "cy" wrote no post',
      'blog/authors.yml: author "cy" has no short bio (description)',
    ]);
  });
});
