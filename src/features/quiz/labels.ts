import {translate} from '@docusaurus/Translate';
import type {AttemptKind, QuizAttempt, QuizSubject} from '@site/src/backend/types';

/** Display names. Data keeps the English labels (they are ids); the UI shows these. */

export function subjectName(subject: QuizSubject): string {
  switch (subject) {
    case 1:
      return translate({
        id: 'quiz.subject.1',
        message: 'Customs Laws, Rules, Regulations, Ethics and Customs Broker Practices',
      });
    case 2:
      return translate({id: 'quiz.subject.2', message: 'Customs Documentation, Clearance and Procedures'});
    case 3:
      return translate({
        id: 'quiz.subject.3',
        message: 'Tariff Laws, Rules, Regulations and International Trade',
      });
    case 4:
      return translate({id: 'quiz.subject.4', message: 'Tariff Classification and Practical Computations'});
  }
}

export function subjectShort(subject: QuizSubject): string {
  return translate({id: 'quiz.subject.short', message: 'Subject {n}'}, {n: subject});
}

const TOPIC_NAMES: Record<string, () => string> = {
  'CMTA general provisions': () =>
    translate({id: 'quiz.topic.cmtaGeneral', message: 'CMTA general provisions'}),
  'Bureau of Customs and jurisdiction': () =>
    translate({id: 'quiz.topic.boc', message: 'Bureau of Customs and jurisdiction'}),
  'Protest, seizure and forfeiture': () =>
    translate({id: 'quiz.topic.protest', message: 'Protest, seizure and forfeiture'}),
  'Abandonment and disposition': () =>
    translate({id: 'quiz.topic.abandonment', message: 'Abandonment and disposition'}),
  'Offenses and penalties': () => translate({id: 'quiz.topic.offenses', message: 'Offenses and penalties'}),
  'Customs Brokers Act': () => translate({id: 'quiz.topic.cba', message: 'Customs Brokers Act'}),
  'RA 9853 and the declarant': () =>
    translate({id: 'quiz.topic.ra9853', message: 'RA 9853 and the declarant'}),
  'Ethics, CPD and related laws': () =>
    translate({id: 'quiz.topic.ethics', message: 'Ethics, CPD and related laws'}),
  'Goods declaration and entries': () =>
    translate({id: 'quiz.topic.goodsDeclaration', message: 'Goods declaration and entries'}),
  'Lodgement and examination': () =>
    translate({id: 'quiz.topic.lodgement', message: 'Lodgement and examination'}),
  'Assessment and release': () => translate({id: 'quiz.topic.assessment', message: 'Assessment and release'}),
  'Special procedures and de minimis': () =>
    translate({id: 'quiz.topic.special', message: 'Special procedures and de minimis'}),
  'Export, transit and transshipment': () =>
    translate({id: 'quiz.topic.export', message: 'Export, transit and transshipment'}),
  'Warehousing and free zones': () =>
    translate({id: 'quiz.topic.warehousing', message: 'Warehousing and free zones'}),
  'Post-clearance audit': () => translate({id: 'quiz.topic.pca', message: 'Post-clearance audit'}),
  'Drawback, refund and abatement': () =>
    translate({id: 'quiz.topic.drawback', message: 'Drawback, refund and abatement'}),
  'Tariff Commission and flexible clause': () =>
    translate({id: 'quiz.topic.tariffCommission', message: 'Tariff Commission and flexible clause'}),
  'Customs valuation': () => translate({id: 'quiz.topic.valuation', message: 'Customs valuation'}),
  'Trade remedies and marking': () =>
    translate({id: 'quiz.topic.tradeRemedies', message: 'Trade remedies and marking'}),
  'Conditionally free importations': () =>
    translate({id: 'quiz.topic.conditionallyFree', message: 'Conditionally free importations'}),
  'Tariff schedule and AHTN': () => translate({id: 'quiz.topic.ahtn', message: 'Tariff schedule and AHTN'}),
  'Advance rulings': () => translate({id: 'quiz.topic.advanceRulings', message: 'Advance rulings'}),
  'Tariff basics and rates of duty': () =>
    translate({id: 'quiz.topic.tariffBasics', message: 'Tariff basics and rates of duty'}),
  'General Interpretative Rules': () =>
    translate({id: 'quiz.topic.gir', message: 'General Interpretative Rules'}),
  'Classification scenarios': () =>
    translate({id: 'quiz.topic.classification', message: 'Classification scenarios'}),
  'Dutiable value': () => translate({id: 'quiz.topic.dutiableValue', message: 'Dutiable value'}),
  'Customs duty': () => translate({id: 'quiz.topic.customsDuty', message: 'Customs duty'}),
  'Fees and charges': () => translate({id: 'quiz.topic.fees', message: 'Fees and charges'}),
  'VAT, excise and landed cost': () =>
    translate({id: 'quiz.topic.vat', message: 'VAT, excise and landed cost'}),
  'Types of importation': () =>
    translate({id: 'quiz.topic.typesOfImportation', message: 'Types of importation'}),
  'Fees, miscellaneous and final provisions': () =>
    translate({id: 'quiz.topic.finalProvisions', message: 'Fees, miscellaneous and final provisions'}),
  'Civil and judicial remedies': () =>
    translate({id: 'quiz.topic.civilRemedies', message: 'Civil and judicial remedies'}),
  'Code of ethics and professional conduct': () =>
    translate({id: 'quiz.topic.codeOfEthics', message: 'Code of ethics and professional conduct'}),
  'Registration, CPD and accreditation': () =>
    translate({id: 'quiz.topic.registration', message: 'Registration, CPD and accreditation'}),
  'Carriers, vessels and manifests': () =>
    translate({id: 'quiz.topic.carriers', message: 'Carriers, vessels and manifests'}),
  'WTO and GATT principles': () => translate({id: 'quiz.topic.wto', message: 'WTO and GATT principles'}),
  'Rules of origin and trade agreements': () =>
    translate({id: 'quiz.topic.origin', message: 'Rules of origin and trade agreements'}),
  'Incoterms, payment and trade documents': () =>
    translate({id: 'quiz.topic.incoterms', message: 'Incoterms, payment and trade documents'}),
  'Classification: food and farm goods (I-IV)': () =>
    translate({id: 'quiz.topic.hs0104', message: 'Classification: food and farm goods (I-IV)'}),
  'Classification: minerals, chemicals and plastics (V-VII)': () =>
    translate({id: 'quiz.topic.hs0507', message: 'Classification: minerals, chemicals and plastics (V-VII)'}),
  'Classification: materials, textiles and wares (VIII-XIV)': () =>
    translate({id: 'quiz.topic.hs0814', message: 'Classification: materials, textiles and wares (VIII-XIV)'}),
  'Classification: metals, machinery and electrical (XV-XVI)': () =>
    translate({
      id: 'quiz.topic.hs1516',
      message: 'Classification: metals, machinery and electrical (XV-XVI)',
    }),
  'Classification: vehicles, instruments and other goods (XVII-XXI)': () =>
    translate({
      id: 'quiz.topic.hs1721',
      message: 'Classification: vehicles, instruments and other goods (XVII-XXI)',
    }),
  'Surcharges, penalties and interest': () =>
    translate({id: 'quiz.topic.surcharges', message: 'Surcharges, penalties and interest'}),
  'Informal and courier entry computation': () =>
    translate({id: 'quiz.topic.informalEntry', message: 'Informal and courier entry computation'}),
  'Drawback and refund amounts': () =>
    translate({id: 'quiz.topic.drawbackAmounts', message: 'Drawback and refund amounts'}),
  'Excise tax computation': () => translate({id: 'quiz.topic.excise', message: 'Excise tax computation'}),
};

export function topicName(label: string): string {
  return TOPIC_NAMES[label]?.() ?? label;
}

export function attemptKindName(kind: AttemptKind): string {
  switch (kind) {
    case 'quiz':
      return translate({id: 'quiz.kind.quiz', message: 'Topic quiz'});
    case 'diagnostic':
      return translate({id: 'quiz.kind.diagnostic', message: 'Diagnostic test'});
    case 'mock-mini':
      return translate({id: 'quiz.kind.mockMini', message: 'Mini mock board'});
    case 'mock-full':
      return translate({id: 'quiz.kind.mockFull', message: 'Full mock board'});
    case 'review':
      return translate({id: 'quiz.kind.review', message: 'Review of missed questions'});
    case 'retake':
      return translate({id: 'quiz.kind.retake', message: 'Retake of mistakes'});
    case 'cram':
      return translate({id: 'quiz.kind.cram', message: 'Cram session (schedule unchanged)'});
  }
}

/** "Subject 1 · Customs Brokers Act", "Diagnostic test" ... */
export function attemptTitle(attempt: Pick<QuizAttempt, 'kind' | 'subject' | 'topic'>): string {
  if (attempt.kind !== 'quiz' || attempt.subject === null) return attemptKindName(attempt.kind);
  const what = attempt.topic
    ? topicName(attempt.topic)
    : translate({id: 'quiz.allTopics', message: 'All topics'});
  return `${subjectShort(attempt.subject)} · ${what}`;
}

/** 75 -> "75%", 33.333 -> "33.3%". */
export function formatPercent(percent: number): string {
  return `${(Math.round(percent * 10) / 10).toString()}%`;
}

/** 754000 -> "12:34", 3723000 -> "1:02:03". */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** A duration in words for results: "12 min 5 s". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return m > 0
    ? translate({id: 'quiz.duration.minutes', message: '{m} min {s} s'}, {m, s})
    : translate({id: 'quiz.duration.seconds', message: '{s} s'}, {s});
}

/** Letter shown for the n-th displayed choice (0 -> "A"). */
export const choiceLetter = (index: number): string => String.fromCharCode(65 + index);

/** Titles of the reviewer pages topics point to (topics.ts `doc`). */
export function docTitle(doc: string): string {
  switch (doc) {
    case 'CMTA-fulltext':
      return translate({id: 'quiz.doc.cmtaFulltext', message: 'CMTA full text'});
    case 'CMTA-highlights':
      return translate({id: 'quiz.doc.cmtaHighlights', message: 'CMTA highlights'});
    case 'CustomsBrokersAct-highlights':
      return translate({id: 'quiz.doc.cbaHighlights', message: 'Customs Brokers Act highlights'});
    case 'ra-9853-amendment':
      return translate({id: 'quiz.doc.ra9853', message: 'RA 9853 amendment'});
    case 'Other-related-laws':
      return translate({id: 'quiz.doc.otherLaws', message: 'Other related laws'});
    case 'customs-docs-reviewer':
      return translate({id: 'quiz.doc.customsDocs', message: 'Customs documentation reviewer'});
    case 'tariff-law-reviewer':
      return translate({id: 'quiz.doc.tariffLaw', message: 'Tariff law reviewer'});
    case 'valuation-methods':
      return translate({id: 'quiz.doc.valuation', message: 'Valuation methods'});
    case 'ahtn-updates':
      return translate({id: 'quiz.doc.ahtn', message: 'AHTN updates'});
    case 'tariff-basics':
      return translate({id: 'quiz.doc.tariffBasics', message: 'Tariff basics'});
    case 'hs-code-practice':
      return translate({id: 'quiz.doc.hsPractice', message: 'HS code practice'});
    case 'classification-scenarios':
      return translate({id: 'quiz.doc.classification', message: 'Classification scenarios'});
    case 'dutiable-value-examples':
      return translate({id: 'quiz.doc.dutiableValue', message: 'Dutiable value examples'});
    case 'import-duty-exercises':
      return translate({id: 'quiz.doc.importDuty', message: 'Import duty exercises'});
    case 'practical-computation-reviewer':
      return translate({id: 'quiz.doc.computation', message: 'Practical computation reviewer'});
    case 'vat-and-other-taxes':
      return translate({id: 'quiz.doc.vat', message: 'VAT and other taxes'});
    default:
      return doc;
  }
}
