// The page format of a doc on small fixture pages, not the real docs: each rule must pass a good
// page and catch the fault it exists for.
import {describe, expect, it} from 'vitest';
import {MIN_EXPLANATION_WORDS, SHORT_PAGES, checkDocPage} from './docPage';
import {docPage, prose, question} from './testing';

describe('checkDocPage', () => {
  it('passes a page that meets the bar, in .md or .mdx', () => {
    expect(checkDocPage({file: 'docs/fixture.md', text: docPage(), id: 'fixture'})).toEqual([]);
    const mdx = docPage({
      body: `import Calculator from '@site/src/features/computation/Calculator';\n\n## The rule\n\n<Calculator mode="sea" />\n\n${prose(MIN_EXPLANATION_WORDS + 20)}\n`,
    });
    expect(checkDocPage({file: 'docs/fixture.mdx', text: mdx, id: 'fixture'})).toEqual([]);
  });

  it('fails a page without sources, or with sources but no link', () => {
    expect(checkDocPage({file: 'docs/x.md', text: docPage({sources: ''}), id: 'x'})).toEqual([
      'docs/x.md: no "## Sources" section',
    ]);
    const unlinked = checkDocPage({
      file: 'docs/x.md',
      text: docPage({sources: '## Sources\n\n- CMTA Sec. 429\n'}),
      id: 'x',
    });
    expect(unlinked).toHaveLength(1);
    expect(unlinked[0]).toMatch(/^docs\/x\.md:\d+: "Sources" has no link/);
    const empty = checkDocPage({
      file: 'docs/x.md',
      text: docPage({sources: '## Sources\n\nSee the law.\n'}),
      id: 'x',
    });
    expect(empty[0]).toMatch(/"Sources" lists no source/);
  });

  it('fails a table whose header row leaves a column unnamed, and passes it once named', () => {
    const withTable = (head: string): string =>
      docPage({
        body: `## The rule\n\n${head}\n|---|---|---|\n| When used | Always | Seldom |\n\n${prose(MIN_EXPLANATION_WORDS + 20)}\n`,
      });
    const problems = checkDocPage({file: 'docs/x.md', text: withTable('| | Formal | Informal |'), id: 'x'});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^docs\/x\.md:\d+: table column 1 has no heading/);
    expect(checkDocPage({file: 'docs/x.md', text: withTable('| Point | Formal | Informal |'), id: 'x'})).toEqual([]);
  });

  it('fails a heading that skips a level, and passes it one level down', () => {
    const withHeadings = (sub: string): string =>
      docPage({body: `## The rule\n\n${sub} A part of it\n\n${prose(MIN_EXPLANATION_WORDS + 20)}\n`});
    const problems = checkDocPage({file: 'docs/x.md', text: withHeadings('####'), id: 'x'});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^docs\/x\.md:\d+: heading level 4 follows level 2 \(use ###\)/);
    expect(checkDocPage({file: 'docs/x.md', text: withHeadings('###'), id: 'x'})).toEqual([]);
  });

  it('fails a page without front matter title or description', () => {
    const text = docPage({frontMatter: 'title: "Only a title"'});
    expect(checkDocPage({file: 'docs/x.md', text, id: 'x'})).toEqual([
      'docs/x.md: front matter has no description',
    ]);
  });

  it('needs "What you will learn" with bullets', () => {
    expect(checkDocPage({file: 'docs/x.md', text: docPage({learn: ''}), id: 'x'})).toEqual([
      'docs/x.md: no "## What you will learn" section',
    ]);
    const noBullets = checkDocPage({
      file: 'docs/x.md',
      text: docPage({learn: '## What you will learn\n\nThings.\n'}),
      id: 'x',
    });
    expect(noBullets[0]).toMatch(/"What you will learn" has no bullet points/);
  });

  it('needs at least 5 "Check yourself" questions, each answered and explained', () => {
    const four = checkDocPage({
      file: 'docs/x.md',
      text: docPage({questions: [1, 2, 3, 4].map((n) => question(n)).join('\n')}),
      id: 'x',
    });
    expect(four).toHaveLength(1);
    expect(four[0]).toMatch(/"Check yourself" has 4 questions; at least 5 are needed/);

    const unanswered =
      [1, 2, 3, 4].map((n) => question(n)).join('\n') + question(5, 'Fifteen days, see the law.');
    expect(checkDocPage({file: 'docs/x.md', text: docPage({questions: unanswered}), id: 'x'})[0]).toMatch(
      /question 5 has no \*\*Answer:\*\*/,
    );
    const bare = [1, 2, 3, 4].map((n) => question(n)).join('\n') + question(5, '**Answer:** CMTA Sec. 1610.');
    expect(checkDocPage({file: 'docs/x.md', text: docPage({questions: bare}), id: 'x'})[0]).toMatch(
      /question 5: the answer has no explanation/,
    );
  });

  it('needs a real "Last reviewed" date', () => {
    expect(checkDocPage({file: 'docs/x.md', text: docPage({reviewed: ''}), id: 'x'})).toEqual([
      'docs/x.md: no "Last reviewed: <date>" line',
    ]);
    const bad = checkDocPage({
      file: 'docs/x.md',
      text: docPage({reviewed: '_Last reviewed: 31 February 2026_'}),
      id: 'x',
    });
    expect(bad[0]).toMatch(/"31 February 2026" is not a date/);
  });

  it('needs about 1,000 words of explanation on a reviewer page, and less on the exempt pages', () => {
    const thin = docPage({body: `## The rule\n\n${prose(400)}\n`});
    const problems = checkDocPage({file: 'docs/x.md', text: thin, id: 'x'});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^docs\/x\.md: \d+ words of explanation; a reviewer page needs at least 1000$/,
    );
    expect(Object.keys(SHORT_PAGES)).toEqual(
      expect.arrayContaining([
        'diagnostic-test',
        'quiz',
        'mockboard',
        'premium-reviewer',
        'video-premium-how-to-answer-CBLE',
        'CMTA-fulltext',
      ]),
    );
    for (const page of Object.values(SHORT_PAGES)) expect(page.why.length).toBeGreaterThan(30);
    expect(checkDocPage({file: 'docs/quiz.md', text: thin, id: 'quiz'})).toEqual([]);
    const empty = docPage({body: '## The rule\n\nToo short.\n'});
    expect(checkDocPage({file: 'docs/quiz.md', text: empty, id: 'quiz'})[0]).toMatch(
      /a short page needs at least 250/,
    );
  });

  it('does not count tables of numbers, code or the question section as explanation', () => {
    const numbers = Array.from({length: 400}, (_, i) => `| ${i} | ${i * 2}.00 | ₱${i},000 |`).join('\n');
    const text = docPage({
      body: `## The rule\n\n${prose(200)}\n\n| a | b | c |\n|---|---|---|\n${numbers}\n`,
    });
    expect(checkDocPage({file: 'docs/x.md', text, id: 'x'})[0]).toMatch(/words of explanation/);
  });
});

describe('checkDocPage with the real parser', () => {
  it('does not take "## Sources" or "Last reviewed" inside a code block for the real thing', () => {
    const fenced = docPage({
      sources: '````md\n```\n## Sources\n\n- [official text](https://lawphil.net/)\n```\n````\n',
      reviewed: '```\nLast reviewed: 22 November 2026\n```',
    });
    expect(checkDocPage({file: 'docs/x.md', text: fenced, id: 'x'})).toEqual([
      'docs/x.md: no "## Sources" section',
      'docs/x.md: no "Last reviewed: <date>" line',
    ]);
  });

  it('reads "Sources" and "Last reviewed" written with other markup', () => {
    const text = docPage({
      sources:
        '## **Sources**\n\n* CMTA Sec. 429 — <https://lawphil.net/statutes/repacts/ra2016/ra_10863_2016.html>\n',
      reviewed: '**Last reviewed:** 22 November 2026',
    });
    expect(checkDocPage({file: 'docs/x.md', text, id: 'x'})).toEqual([]);
  });

  it('finds a setext h1', () => {
    const text = docPage({
      body: `Fixture Page\n===\n\n## The rule\n\n${prose(MIN_EXPLANATION_WORDS + 20)}\n`,
    });
    expect(checkDocPage({file: 'docs/x.md', text, id: 'x'})).toEqual([
      'docs/x.md: has an h1; the front matter title is the h1',
    ]);
  });

  it('does not read an answer written inside the raw HTML of <details> (the page shows its asterisks)', () => {
    const raw =
      '<details>\n<summary>5. A question?</summary>\n**Answer:** Fifteen days, counted from the receipt of the notice.\n</details>\n';
    const text = docPage({questions: [1, 2, 3, 4].map((n) => question(n)).join('\n') + raw});
    expect(checkDocPage({file: 'docs/x.md', text, id: 'x'})).toEqual([
      expect.stringMatching(/^docs\/x\.md:\d+: "Check yourself" question 5 has no \*\*Answer:\*\*$/),
    ]);
  });

  it('reports an MDX page that does not parse, with its line', () => {
    const text = docPage({
      body: `## The rule\n\n<Calculator mode="sea">\n\n${prose(MIN_EXPLANATION_WORDS + 20)}\n`,
    });
    const line = text.split('\n').findIndex((l) => l.startsWith('<Calculator')) + 1;
    expect(checkDocPage({file: 'docs/x.mdx', text, id: 'x'})).toEqual([
      `docs/x.mdx:${line}: does not parse as MDX (Expected a closing tag for \`<Calculator>\` (${line}:1-${line}:24))`,
    ]);
  });
});
