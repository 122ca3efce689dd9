import type {SubjectId} from './schema';

/**
 * The topics questions are filed under, per CBLE subject, each with the
 * reviewer page a candidate weak in it should study. A question's `topic`
 * must be one of these labels (the bank validation checks it).
 */
export interface Topic {
  readonly label: string;
  readonly subject: SubjectId;
  /** Doc id under /docs to study for this topic. */
  readonly doc: string;
}

export const TOPICS: readonly Topic[] = [
  {subject: 1, label: 'CMTA general provisions', doc: 'CMTA-highlights'},
  {subject: 1, label: 'Bureau of Customs and jurisdiction', doc: 'CMTA-highlights'},
  {subject: 1, label: 'Protest, seizure and forfeiture', doc: 'CMTA-highlights'},
  {subject: 1, label: 'Abandonment and disposition', doc: 'CMTA-highlights'},
  {subject: 1, label: 'Offenses and penalties', doc: 'CMTA-highlights'},
  {subject: 1, label: 'Customs Brokers Act', doc: 'CustomsBrokersAct-highlights'},
  {subject: 1, label: 'RA 9853 and the declarant', doc: 'ra-9853-amendment'},
  {subject: 1, label: 'Ethics, CPD and related laws', doc: 'Other-related-laws'},
  {subject: 2, label: 'Goods declaration and entries', doc: 'customs-docs-reviewer'},
  {subject: 2, label: 'Lodgement and examination', doc: 'customs-docs-reviewer'},
  {subject: 2, label: 'Assessment and release', doc: 'customs-docs-reviewer'},
  {subject: 2, label: 'Special procedures and de minimis', doc: 'customs-docs-reviewer'},
  {subject: 2, label: 'Export, transit and transshipment', doc: 'customs-docs-reviewer'},
  {subject: 2, label: 'Warehousing and free zones', doc: 'customs-docs-reviewer'},
  {subject: 2, label: 'Post-clearance audit', doc: 'CMTA-highlights'},
  {subject: 2, label: 'Drawback, refund and abatement', doc: 'CMTA-highlights'},
  {subject: 3, label: 'Tariff Commission and flexible clause', doc: 'tariff-law-reviewer'},
  {subject: 3, label: 'Customs valuation', doc: 'valuation-methods'},
  {subject: 3, label: 'Trade remedies and marking', doc: 'tariff-law-reviewer'},
  {subject: 3, label: 'Conditionally free importations', doc: 'tariff-law-reviewer'},
  {subject: 3, label: 'Tariff schedule and AHTN', doc: 'ahtn-updates'},
  {subject: 3, label: 'Advance rulings', doc: 'tariff-law-reviewer'},
  {subject: 3, label: 'Tariff basics and rates of duty', doc: 'tariff-basics'},
  {subject: 4, label: 'General Interpretative Rules', doc: 'hs-code-practice'},
  {subject: 4, label: 'Classification scenarios', doc: 'classification-scenarios'},
  {subject: 4, label: 'Dutiable value', doc: 'dutiable-value-examples'},
  {subject: 4, label: 'Customs duty', doc: 'import-duty-exercises'},
  {subject: 4, label: 'Fees and charges', doc: 'practical-computation-reviewer'},
  {subject: 4, label: 'VAT, excise and landed cost', doc: 'vat-and-other-taxes'},
];
