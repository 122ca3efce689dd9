import type {SearchIndex} from '../src/domain/search';

/**
 * A small index for tests, shaped like the one the build writes: a doc
 * with sections, a blog post and pages where "de minimis" appears in a
 * title, a heading and body text.
 */
export const TEST_INDEX: SearchIndex = {
  version: 1,
  pages: [
    {
      url: '/docs/intro',
      title: 'Getting Started',
      kind: 'doc',
      description: 'What the licensure exam is and the order in which to study.',
      text: 'Welcome to the reviewer.',
      sections: [
        {anchor: 'the-passing-rule', heading: 'The passing rule', text: 'You pass with a general average of 75% and no subject below 60%.'},
      ],
    },
    {
      url: '/docs/CMTA-highlights',
      title: 'CMTA Highlights',
      kind: 'doc',
      description: 'The sections of the Act that the exam asks about most.',
      text: 'Read this page after the intro.',
      sections: [
        {anchor: 'de-minimis', heading: 'De minimis importations', text: 'Goods worth ₱10,000 or below pay no duties and taxes (Sec. 423).'},
        {anchor: 'abandonment', heading: 'Abandonment', text: 'Goods left unclaimed past the period are deemed abandoned (Sec. 1129).'},
      ],
    },
    {
      url: '/blog/de-minimis-guide',
      title: 'De minimis and balikbayan boxes',
      kind: 'blog',
      description: 'The peso ceilings candidates mix up.',
      text: 'Few rules are as easy to test as the peso ceilings.',
      sections: [],
    },
    {
      url: '/docs/tariff-basics',
      title: 'Tariff basics',
      kind: 'doc',
      description: 'How the tariff schedule is read.',
      text: 'Start with the headings.',
      sections: [{anchor: 'rates', heading: 'Rates', text: 'The DE MINIMIS ceiling is a value, not a tariff rate.'}],
    },
  ],
};

/** An index with `count` pages whose titles all contain "Lesson". */
export function manyPages(count: number): SearchIndex {
  return {
    version: 1,
    pages: Array.from({length: count}, (_, i) => ({
      url: `/docs/lesson-${i + 1}`,
      title: `Lesson ${i + 1}`,
      kind: 'doc' as const,
      description: `Notes for lesson ${i + 1}.`,
      text: '',
      sections: [],
    })),
  };
}
