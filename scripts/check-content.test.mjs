// The content check (scripts/check-content.mjs) on small fixture pages, not the real docs: each
// rule must pass a good page and catch the fault it exists for.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  FACTS,
  MIN_EXPLANATION_WORDS,
  REPO_ROOT,
  SHORT_PAGES,
  checkBlogCollection,
  checkBlogPost,
  checkCitations,
  checkDocPage,
  checkFacts,
  checkRepo,
  factStatements,
  findCmtaCitations,
  findCopiedRuns,
  markdownSegments,
  parseFrontMatter,
  parseYamlMap,
} from './check-content.mjs';
import {decodeFingerprint, fingerprintTexts} from './fingerprint-references.mjs';

// ---------------------------------------------------------------------------------------------
// Fixtures

const PARAGRAPH =
  'A goods declaration tells the Bureau what arrived, what it is worth and who answers for it. ' +
  'Read each rule with its section number, then test yourself on the periods and amounts.';
const prose = (words) => {
  const per = PARAGRAPH.split(/\s+/).length;
  return Array.from({length: Math.ceil(words / per)}, () => PARAGRAPH).join('\n\n');
};
const question = (
  n,
  answer = '**Answer:** Fifteen days. Why: the period runs from receipt of the notice (CMTA Sec. 429).',
) => `<details>\n<summary>${n}. A question an examiner could ask?</summary>\n\n${answer}\n\n</details>\n`;

function docPage({
  frontMatter = 'title: "Fixture Page"\ndescription: "What the fixture page teaches."',
  learn = '## What you will learn\n\n- One thing.\n- Another thing.\n',
  body = `## The rule\n\n${prose(MIN_EXPLANATION_WORDS + 20)}\n`,
  questions = [1, 2, 3, 4, 5].map((n) => question(n)).join('\n'),
  sources = '## Sources\n\n- CMTA (RA 10863) Sec. 429 — [official text](https://lawphil.net/statutes/repacts/ra2016/ra_10863_2016.html)\n',
  reviewed = '_Last reviewed: 22 November 2026_',
} = {}) {
  return [
    `---\n${frontMatter}\n---\n`,
    'What the page is about.\n',
    learn,
    body,
    `## Check yourself\n\n${questions}`,
    sources,
    reviewed,
    '',
  ].join('\n');
}

const AUTHORS = parseYamlMap(
  'ana:\n  name: Ana Cruz\n  title: Writer\n  description: >\n    Ana writes about customs procedure and the CMTA for this site, with a table for every deadline.\n' +
    'ben:\n  name: Ben Lim\n  title: Writer\n  description: Ben writes about tariff classification and computations, working every rate through an example.\n',
);
const TAGS = parseYamlMap('cmta:\n  label: CMTA\ntariff:\n  label: Tariff\n');

function post({authors = '[ana]', tags = '[cmta]', sources = true, truncate = true, extra = ''} = {}) {
  return [
    '---',
    'slug: fixture-post',
    'title: "A fixture post"',
    'description: What the fixture post is about.',
    `authors: ${authors}`,
    `tags: ${tags}`,
    '---',
    '',
    'A short intro.',
    '',
    truncate ? '<!-- truncate -->' : '',
    '',
    `## Body\n\n${PARAGRAPH}\n${extra}`,
    sources
      ? '## Sources\n\n- CMTA (RA 10863) Sec. 423 — [official text](https://lawphil.net/statutes/repacts/ra2016/ra_10863_2016.html)\n'
      : '',
  ].join('\n');
}

const SECTIONS = new Set([
  100, 402, 407, 423, 429, 700, 701, 702, 703, 704, 705, 706, 707, 708, 800, 1106, 1805,
]);

// ---------------------------------------------------------------------------------------------

describe('parseFrontMatter and parseYamlMap', () => {
  it('reads quoted values, inline lists, block lists and folded text', () => {
    const fm = parseFrontMatter(
      '---\ntitle: "Valuation: the six methods"\nauthors: [ana, ben]\ntags:\n  - cmta\n  - tariff\ndescription: >\n  Two lines\n  folded.\n---\n\nBody line\n',
    );
    expect(fm.data).toEqual({
      title: 'Valuation: the six methods',
      authors: ['ana', 'ben'],
      tags: ['cmta', 'tariff'],
      description: 'Two lines folded.',
    });
    expect(fm.body.trim()).toBe('Body line');
    expect(fm.bodyLine).toBe(11);
  });

  it('reads authors.yml with a folded bio', () => {
    expect(Object.keys(AUTHORS)).toEqual(['ana', 'ben']);
    expect(AUTHORS.ana.description).toMatch(/^Ana writes about customs procedure .* deadline\.$/);
  });
});

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

describe('CMTA citations', () => {
  it('finds plain-text citations in their usual forms', () => {
    const found = (t) => findCmtaCitations(t).map((c) => c.number);
    expect(found('under CMTA Sec. 423, no duty')).toEqual([423]);
    expect(found('CMTA (RA 10863) Secs. 700–708 and 1106')).toEqual([700, 708, 1106]);
    expect(found('CMTA Sec. 800(f), (g)')).toEqual([800]);
    expect(found('CMTA Section 402 and Sec. 407 of the CMTA')).toEqual([402, 407]);
    expect(found('RA 9280 Sec. 17, NIRC Sec. 107(A), Sec. 999 of PD 1464')).toEqual([]);
  });

  it('passes links and citations of sections that exist', () => {
    const text =
      'See [CMTA Sec. 423](./CMTA-fulltext.md#sec-423), [Sec. 1106](/docs/CMTA-fulltext#sec-1106), ' +
      '[Title IV](./CMTA-fulltext.mdx#title-iv) and CMTA Secs. 700–708.';
    expect(
      checkCitations({
        file: 'docs/x.md',
        text,
        sectionNumbers: SECTIONS,
        navigatorAnchors: new Set(['title-iv']),
      }),
    ).toEqual([]);
  });

  it('fails a link to #sec-999 and a citation of CMTA Sec. 1999', () => {
    const text = 'Line one.\nSee [the rule](./CMTA-fulltext.md#sec-999).\nAnd CMTA Sec. 1999 says so.\n';
    expect(checkCitations({file: 'docs/x.md', text, sectionNumbers: SECTIONS})).toEqual([
      'docs/x.md:2: links to #sec-999, but the CMTA has no Sec. 999',
      'docs/x.md:3: cites CMTA Sec. 1999, which does not exist (the Act runs Sec. 100 to Sec. 1805)',
    ]);
  });

  it('fails a link to an anchor the navigator does not have, and checks same-page links on the navigator', () => {
    expect(
      checkCitations({
        file: 'blog/x.md',
        text: '[x](/docs/CMTA-fulltext#title-xix)',
        sectionNumbers: SECTIONS,
        navigatorAnchors: new Set(['title-xviii']),
      }),
    ).toEqual(['blog/x.md:1: links to #title-xix, which is not an anchor of the CMTA navigator']);
    expect(
      checkCitations({
        file: 'docs/CMTA-fulltext.md',
        text: 'See also: [Sec. 901](#sec-901).',
        sectionNumbers: SECTIONS,
        isNavigator: true,
      }),
    ).toEqual(['docs/CMTA-fulltext.md:1: links to #sec-901, but the CMTA has no Sec. 901']);
    // On any other page, a same-page #sec- link is that page's own business.
    expect(checkCitations({file: 'docs/x.md', text: '[x](#sec-901)', sectionNumbers: SECTIONS})).toEqual([]);
  });
});

describe('confirmed amounts', () => {
  const segs = (md) => markdownSegments(md, 1, {rows: true});
  const problemsFor = (md) => checkFacts({file: 'docs/x.md', segments: segs(md)});

  it('catches a planted wrong de minimis amount, and leaves examples alone', () => {
    expect(
      problemsFor('The de minimis value is ₱10,000: at ₱10,000 or below no duties and taxes are due.'),
    ).toEqual([]);
    expect(problemsFor('A parcel worth ₱10,001 is not de minimis; one worth ₱9,800 is.')).toEqual([]);
    expect(problemsFor('Para one.\n\nUnder CMTA Sec. 423 the de minimis value is ₱20,000.')).toEqual([
      'docs/x.md:3: states the de minimis value as 20,000 ("de minimis value is ₱20,000"); facts.md confirms 10,000 (CMTA Sec. 423)',
    ]);
    expect(problemsFor('| De minimis | ₱5,000 or below | Sec. 423 |')).toHaveLength(1);
  });

  it('skips a sentence that discusses the recorded lodgement conflict, but not a bare wrong period', () => {
    expect(
      problemsFor('CMO No. 27-2019 cut the period to 7 days from discharge of the last package.'),
    ).toEqual([]);
    expect(problemsFor('Lodge within 7 days from discharge of the last package.')).toHaveLength(2);
  });

  it('pairs each returning-resident ceiling with its own length of stay', () => {
    const right =
      'Ceilings: ₱350,000 (abroad 10 years or more), ₱250,000 (5 to 10 years), ₱150,000 (under 5 years).';
    expect(problemsFor(right)).toEqual([]);
    const swapped =
      'Ceilings: ₱250,000 (abroad 10 years or more), ₱350,000 (5 to 10 years), ₱150,000 (under 5 years).';
    expect(problemsFor(swapped)).toHaveLength(2);
  });

  // One right and one wrong statement per fact: every pattern in FACTS is live.
  const CASES = {
    'de-minimis': ['no duties and taxes at ₱10,000 or below', 'no duties and taxes at ₱15,000 or below'],
    'informal-entry-ceiling': [
      'informal entry covers goods below ₱50,000',
      'informal entry covers goods below ₱60,000',
    ],
    'vat-rate': ['VAT is 12% of the landed cost', 'VAT is 10% of the landed cost'],
    'lodgement-period': ['Lodge within 15 days', 'Lodge within 30 days'],
    'protest-period': [
      'A protest is filed at payment or within 15 days after',
      'A protest is filed at payment or within 30 days after',
    ],
    'final-assessment': [
      'An assessment becomes final 15 days after receipt',
      'An assessment becomes final 30 days after receipt',
    ],
    'balikbayan-value': ['Balikbayan boxes: FCA up to ₱150,000', 'Balikbayan boxes: FCA up to ₱200,000'],
    'balikbayan-times': ['Balikbayan boxes, up to 3 times a year', 'Balikbayan boxes, up to 4 times a year'],
    'returning-resident-10': [
      '| Abroad at least 10 years | ₱350,000 |',
      '| Abroad at least 10 years | ₱300,000 |',
    ],
    'returning-resident-5-10': ['| Abroad 5 to 10 years | ₱250,000 |', '| Abroad 5 to 10 years | ₱200,000 |'],
    'returning-resident-under-5': [
      '| Abroad less than 5 years | ₱150,000 |',
      '| Abroad less than 5 years | ₱100,000 |',
    ],
    'brokerage-base': ['Brokerage: ₱5,300 on the first ₱200,000', 'Brokerage: ₱5,000 on the first ₱200,000'],
    'brokerage-threshold': [
      'Brokerage: 5,300 + 0.125% × (DV − ₱200,000)',
      'Brokerage: 5,300 + 0.125% × (DV − ₱100,000)',
    ],
    'marking-duty': [
      'a marking duty of 5% of the dutiable value',
      'a marking duty of 10% of the dutiable value',
    ],
    interest: ['Unpaid duties earn interest of 20% a year', 'Unpaid duties earn interest of 12% a year'],
    'misdeclaration-surcharge': [
      'a surcharge of 250% of the duty and tax due',
      'a surcharge of 200% of the duty and tax due',
    ],
    'settlement-fine': [
      'a seizure case settled by a fine of 30% of the landed cost',
      'a seizure case settled by a fine of 20% of the landed cost',
    ],
    redemption: [
      'or by redemption at 100% of the landed cost',
      'or by redemption at 110% of the landed cost',
    ],
    'audit-negligence': [
      'negligence draws a fine of 125% of the revenue loss',
      'negligence draws a fine of 100% of the revenue loss',
    ],
    'brokerage-corporation-capital': [
      'a minimum paid-up capital of ₱1,000,000',
      'a minimum paid-up capital of ₱500,000',
    ],
    'passing-average': ['a general average of at least 75%', 'a general average of at least 70%'],
    'passing-floor': ['and no subject below 60%', 'and no subject below 50%'],
  };

  it('has a right and a wrong case for every fact', () => {
    expect(Object.keys(CASES).sort()).toEqual(FACTS.map((f) => f.id).sort());
  });

  for (const fact of FACTS) {
    it(`${fact.id}: reads the right amount as right and the planted one as wrong`, () => {
      const [right, wrong] = CASES[fact.id];
      const statements = (t) => factStatements({segments: segs(t), facts: [fact]});
      expect(statements(right).map((s) => s.ok)).toEqual([true]);
      expect(statements(wrong).map((s) => s.ok)).toEqual([false]);
    });
  }
});

describe('copy check', () => {
  // A made-up "law" for the fixture, so the test does not depend on ../shared/reference.
  const LAW =
    'SEC. 9. Keeping of Records. – Every importer of record shall keep the commercial invoice and the packing list ' +
    'for a period of five (5) years counted from the date of release of the goods, and shall produce them upon demand.';
  const fingerprint = decodeFingerprint(fingerprintTexts({'law.txt': LAW}));
  const check = (md, allowed) =>
    findCopiedRuns({file: 'docs/x.md', segments: markdownSegments(md), fingerprint, allowed});

  it('flags a planted copied sentence, with its line and words', () => {
    const md =
      'Own words here.\n\nThe law says every importer of record shall keep the commercial invoice and the packing list safely.\n';
    expect(check(md)).toEqual([
      'docs/x.md:3: 13 words match the reference text of the law; rewrite in your own words: "every importer of record shall keep the commercial invoice and the packing list"',
    ]);
  });

  it('sees through formatting, figures and case', () => {
    const md = '- **For a period of 5 years** counted from the date of release of the goods.';
    expect(check(md)).toHaveLength(1);
  });

  it('passes a paraphrase and a shorter quotation', () => {
    expect(
      check('An importer must hold on to the invoice and packing list for five years after release.'),
    ).toEqual([]);
    expect(check('The Act uses the phrase "keep the commercial invoice and the packing list" here.')).toEqual(
      [],
    );
  });

  it('does not join words across table cells or headings', () => {
    expect(
      check('| every importer of record shall | keep the commercial invoice and the packing list |'),
    ).toEqual([]);
  });
});

describe('checkRepo on a fixture repository', () => {
  const dirs = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, {recursive: true, force: true});
  });

  function fixtureRepo() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
    dirs.push(root);
    const write = (rel, text) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
      fs.writeFileSync(path.join(root, rel), text);
    };
    const sections = [...SECTIONS].map((number) => ({
      number,
      heading: `Heading ${number}`,
      gist: `Gist of section ${number} in plain words.`,
      see: [],
    }));
    write('data/cmta/sections.json', JSON.stringify(sections));
    write(
      'data/cmta/structure.json',
      JSON.stringify({
        titles: [{roman: 'I', name: 'Preliminary Provisions', from: 100, to: 1805, chapters: []}],
      }),
    );
    write(
      'data/reference-fingerprint.bin',
      fingerprintTexts({
        'cmta.txt':
          'SEC. 9. Every importer of record shall keep the commercial invoice and the packing list for five (5) years.',
        'nirc.txt': 'Nothing here.',
      }),
    );
    write(
      'docs/CMTA-fulltext.md',
      docPage({
        body: `## How to use it\n\n${prose(300)}\n\n## Sections\n\n${sections.map((s) => `#### Sec. ${s.number} {#sec-${s.number}}\n\n${s.gist}\n`).join('\n')}`,
      }),
    );
    write(
      'docs/good.md',
      docPage({
        body: `## The rule\n\nSee [CMTA Sec. 423](./CMTA-fulltext.md#sec-423). ${prose(MIN_EXPLANATION_WORDS + 20)}\n`,
      }),
    );
    write(
      'blog/authors.yml',
      'ana:\n  name: Ana Cruz\n  description: Ana writes about customs procedure and the CMTA for this site, with tables.\n',
    );
    write('blog/tags.yml', 'cmta:\n  label: CMTA\n');
    ['2024-01-01', '2024-05-01', '2024-09-01', '2025-01-01', '2025-05-01', '2025-09-01'].forEach((d, i) =>
      write(`blog/${d}-p${i}.md`, post()),
    );
    write(
      'quizzes/subject-1.json',
      JSON.stringify({
        questions: [
          {id: 'q1', prompt: 'Which section sets the de minimis value?', references: ['CMTA Sec. 423']},
        ],
      }),
    );
    return {root, write};
  }

  it('finds nothing wrong in a clean fixture', () => {
    const {root} = fixtureRepo();
    const {problems, stats} = checkRepo(root, {referenceDir: path.join(root, 'no-references')});
    expect(problems).toEqual([]);
    expect(stats).toMatchObject({docs: 2, posts: 6, banks: 1});
  });

  it('reports a page without sources, a missing section, a wrong de minimis amount and a copied sentence', () => {
    const {root, write} = fixtureRepo();
    const bad = docPage({
      sources: '',
      body: `## The rule\n\nUnder [CMTA Sec. 999](./CMTA-fulltext.md#sec-999) the de minimis value is ₱12,000. ${prose(MIN_EXPLANATION_WORDS)}\n`,
    });
    write('docs/bad.mdx', bad);
    const line = bad.split('\n').findIndex((l) => l.includes('#sec-999')) + 1;
    write(
      'quizzes/subject-2.json',
      JSON.stringify({
        questions: [
          {
            id: 'q2',
            prompt:
              'Every importer of record shall keep the commercial invoice and the packing list for how long?',
          },
        ],
      }),
    );
    const {problems} = checkRepo(root, {referenceDir: path.join(root, 'no-references')});
    expect(problems).toEqual([
      'docs/bad.mdx: no "## Sources" section',
      `docs/bad.mdx:${line}: links to #sec-999, but the CMTA has no Sec. 999`,
      `docs/bad.mdx:${line}: cites CMTA Sec. 999, which does not exist (the Act runs Sec. 100 to Sec. 1805)`,
      `docs/bad.mdx:${line}: states the de minimis value as 12,000 ("de minimis value is ₱12,000"); facts.md confirms 10,000 (CMTA Sec. 423)`,
      'quizzes/subject-2.json (q2 prompt): 14 words match the reference text of the law; rewrite in your own words: "every importer of record shall keep the commercial invoice and the packing list for"',
    ]);
  });

  it('checks premium bodies and computation case data as it checks the docs and banks', () => {
    const {root, write} = fixtureRepo();
    write('premium/content/premium-reviewer.md', '# Premium\n\nUnder CMTA Sec. 1999 the de minimis value is ₱12,000.\n');
    write(
      'data/computation/valuation-drills.json',
      JSON.stringify([{id: 'd1', facts: ['Every importer of record shall keep the commercial invoice and the packing list for five years.']}]),
    );
    const {problems, stats} = checkRepo(root, {referenceDir: path.join(root, 'no-references')});
    expect(stats).toMatchObject({premium: 1, caseFiles: 1});
    expect(problems).toEqual([
      'premium/content/premium-reviewer.md:3: cites CMTA Sec. 1999, which does not exist (the Act runs Sec. 100 to Sec. 1805)',
      'premium/content/premium-reviewer.md:3: states the de minimis value as 12,000 ("de minimis value is ₱12,000"); facts.md confirms 10,000 (CMTA Sec. 423)',
      expect.stringMatching(/^data\/computation\/valuation-drills\.json \(.*\): \d+ words match the reference text of the law/),
    ]);
  });

  it('runs as a command that prints "file: problem" and exits 1 on problems, 0 when clean', () => {
    const {root, write} = fixtureRepo();
    const run = () =>
      spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/check-content.mjs'), '--root', root], {
        encoding: 'utf8',
      });
    const clean = run();
    expect(clean.status).toBe(0);
    expect(clean.stdout).toMatch(/check:content: OK/);
    const bad = docPage({body: `## The rule\n\nCMTA Sec. 1999 applies. ${prose(MIN_EXPLANATION_WORDS)}\n`});
    write('docs/bad.md', bad);
    const line = bad.split('\n').findIndex((l) => l.includes('Sec. 1999')) + 1;
    const failed = run();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(`docs/bad.md:${line}: cites CMTA Sec. 1999, which does not exist`);
  });
});
