/**
 * Fixtures for the content check's tests: small pages and posts built to pass, which each test
 * then breaks in one way. Not used by the check itself.
 */
import {MIN_EXPLANATION_WORDS} from './docPage';
import {parseYamlMap} from './frontMatter';

const PARAGRAPH =
  'A goods declaration tells the Bureau what arrived, what it is worth and who answers for it. ' +
  'Read each rule with its section number, then test yourself on the periods and amounts.';

/** At least `words` words of explanation, in paragraphs. */
export const prose = (words: number): string => {
  const per = PARAGRAPH.split(/\s+/).length;
  return Array.from({length: Math.ceil(words / per)}, () => PARAGRAPH).join('\n\n');
};

/** One "Check yourself" question as the content guide writes it. */
export const question = (
  n: number,
  answer = '**Answer:** Fifteen days. Why: the period runs from receipt of the notice (CMTA Sec. 429).',
): string =>
  `<details>\n<summary>${n}. A question an examiner could ask?</summary>\n\n${answer}\n\n</details>\n`;

/** A doc page that meets the bar; each part can be replaced. */
export function docPage({
  frontMatter = 'title: "Fixture Page"\ndescription: "What the fixture page teaches."',
  learn = '## What you will learn\n\n- One thing.\n- Another thing.\n',
  body = `## The rule\n\n${prose(MIN_EXPLANATION_WORDS + 20)}\n`,
  questions = [1, 2, 3, 4, 5].map((n) => question(n)).join('\n'),
  sources = '## Sources\n\n- CMTA (RA 10863) Sec. 429 — [official text](https://lawphil.net/statutes/repacts/ra2016/ra_10863_2016.html)\n',
  reviewed = '_Last reviewed: 22 November 2026_',
} = {}): string {
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

export const AUTHORS = parseYamlMap(
  'ana:\n  name: Ana Cruz\n  title: Writer\n  description: >\n    Ana writes about customs procedure and the CMTA for this site, with a table for every deadline.\n' +
    'ben:\n  name: Ben Lim\n  title: Writer\n  description: Ben writes about tariff classification and computations, working every rate through an example.\n',
);
export const TAGS = parseYamlMap('cmta:\n  label: CMTA\ntariff:\n  label: Tariff\n');

/** A blog post that passes; each part can be left out or replaced. */
export function post({
  authors = '[ana]',
  tags = '[cmta]',
  sources = true,
  truncate = true,
  extra = '',
} = {}): string {
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

/** The CMTA sections the fixtures treat as existing. */
export const SECTIONS = new Set([
  100, 402, 407, 423, 429, 700, 701, 702, 703, 704, 705, 706, 707, 708, 800, 1106, 1805,
]);
