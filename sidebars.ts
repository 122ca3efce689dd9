import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The free-tier study path. It holds exactly the 15 docs the spec lists, in the
 * order a candidate would take them: start, then the four CBLE subjects, then
 * practice, then what premium adds. The other 8 docs (tariff-basics,
 * ahtn-updates, valuation-methods, hs-code-practice, classification-scenarios,
 * dutiable-value-examples, import-duty-exercises, vat-and-other-taxes) are in
 * no sidebar; each is linked from a page here (a unit test checks both rules).
 */
const sidebars = {
  freeTierSidebar: [
    {
      type: 'category',
      label: 'Start here',
      collapsed: false,
      items: ['intro', 'study-plan', 'diagnostic-test'],
    },
    {
      type: 'category',
      label: 'Customs law and practice',
      collapsed: false,
      items: [
        'CMTA-highlights',
        'CMTA-fulltext',
        'CustomsBrokersAct-highlights',
        'ra-9853-amendment',
        'Other-related-laws',
      ],
    },
    {
      type: 'category',
      label: 'Documentation and procedures',
      collapsed: false,
      items: ['customs-docs-reviewer'],
    },
    {
      type: 'category',
      label: 'Tariff, classification and computation',
      collapsed: false,
      items: ['tariff-law-reviewer', 'practical-computation-reviewer'],
    },
    {
      type: 'category',
      label: 'Practice',
      collapsed: false,
      items: ['quiz', 'mockboard'],
    },
    {
      type: 'category',
      label: 'Premium',
      collapsed: false,
      items: ['premium-reviewer', 'video-premium-how-to-answer-CBLE'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
