import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The free-tier study path. It holds exactly the 15 docs the spec lists, in the
 * order a candidate would take them: start, then the four CBLE subjects, then
 * practice, then what premium adds. The other 8 docs (tariff-basics,
 * ahtn-updates, valuation-methods, hs-code-practice, classification-scenarios,
 * dutiable-value-examples, import-duty-exercises, vat-and-other-taxes) are in
 * no sidebar; each is linked from a page here (a unit test checks both rules).
 */
/**
 * A doc item with its label written out (the page's title): Docusaurus lets a locale translate a sidebar doc
 * label only when the item names one (i18n/fil/docusaurus-plugin-content-docs/current.json).
 */
function doc(id: string, label: string): {readonly type: 'doc'; readonly id: string; readonly label: string} {
  return {type: 'doc', id, label};
}

const sidebars = {
  freeTierSidebar: [
    {
      type: 'category',
      label: 'Start here',
      collapsed: false,
      items: [doc('intro', 'Getting Started'), doc('study-plan', 'Study Plan'), doc('diagnostic-test', 'Diagnostic Test')],
    },
    {
      type: 'category',
      label: 'Customs law and practice',
      collapsed: false,
      items: [
        doc('CMTA-highlights', 'CMTA Highlights'),
        doc('CMTA-fulltext', 'CMTA Full-Text Navigator'),
        doc('CustomsBrokersAct-highlights', 'Customs Brokers Act Highlights'),
        doc('ra-9853-amendment', 'RA 9853 Amendment'),
        doc('Other-related-laws', 'Other Related Laws'),
      ],
    },
    {
      type: 'category',
      label: 'Documentation and procedures',
      collapsed: false,
      items: [doc('customs-docs-reviewer', 'Customs Documentation Reviewer')],
    },
    {
      type: 'category',
      label: 'Tariff, classification and computation',
      collapsed: false,
      items: [doc('tariff-law-reviewer', 'Tariff Law Reviewer'), doc('practical-computation-reviewer', 'Practical Computation Reviewer')],
    },
    {
      type: 'category',
      label: 'Practice',
      collapsed: false,
      items: [doc('quiz', 'Quiz'), doc('mockboard', 'Mock Board Exam')],
    },
    {
      type: 'category',
      label: 'Premium',
      collapsed: false,
      items: [doc('premium-reviewer', 'Premium Reviewer'), doc('video-premium-how-to-answer-CBLE', 'Video: How to Answer the CBLE')],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
