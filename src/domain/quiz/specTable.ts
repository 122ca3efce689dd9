import type {SubjectId} from './schema';

/**
 * The table of specifications (TOS) the question bank is written to and the
 * mock boards draw by: subject -> part -> topic -> target count.
 *
 * Where it comes from: the four subjects at 25% each and the two exam days
 * (domain/facts.md §1.3); Subject 1's parts and weights (A 40%, B 40%, C 20%)
 * and the start of Subject 2 from the 2017 CMTA syllabi (reference/syllabus.txt,
 * review-centre copies). The Board's own TOS tables (items per topic) were not
 * found, so the targets below are ours: each part's share of its subject
 * follows the syllabus weight where one is known, and a topic's target is what
 * three distinct boards plus topic drills need. `heldBack` names syllabus points
 * we write no items on until a source covers them (issue 14: no item without a
 * source).
 */
export interface TosTopic {
  /** The label questions are filed under (a question's `topic`). */
  readonly label: string;
  /** File name of the topic's free bank: quizzes/subject-<n>/<slug>.json. */
  readonly slug: string;
  /** Doc id under /docs to study for this topic. */
  readonly doc: string;
  /** The heading id in `doc` where the topic is taught (the page links to /docs/<doc>#<anchor>). */
  readonly anchor: string;
  /** Items the bank must hold on this topic (free and premium together). */
  readonly target: number;
  /** What the topic covers, for the coverage report and authors. */
  readonly covers: string;
}

export interface TosPart {
  readonly key: string;
  readonly title: string;
  /** Share of the subject on the board, 0-1 (sums to 1 per subject). */
  readonly weight: number;
  readonly topics: readonly TosTopic[];
}

export interface TosSubject {
  readonly subject: SubjectId;
  /** Exam day (sitting) on which the subject is given: 1 for Subjects 1-2, 2 for 3-4. */
  readonly sitting: 1 | 2;
  readonly parts: readonly TosPart[];
  /** Syllabus points with no item, and why. */
  readonly heldBack: readonly string[];
}

export const TOS: readonly TosSubject[] = [
  {
    subject: 1,
    sitting: 1,
    parts: [
      {
        key: '1A',
        title: 'Customs administration essentials',
        weight: 0.4,
        topics: [
          {
            label: 'CMTA general provisions',
            slug: 'general-provisions',
            doc: 'CMTA-highlights',
            anchor: 'titles-i-to-iii-basics-the-bureau-jurisdiction',
            target: 40,
            covers: 'CMTA Secs. 100-114: importation, duty, rates, declarant, errors, appeal',
          },
          {
            label: 'Types of importation',
            slug: 'types-of-importation',
            doc: 'CMTA-highlights',
            anchor: 'free-regulated-prohibited-and-restricted-goods',
            target: 25,
            covers:
              'CMTA Secs. 115-121: entered goods, free, regulated, prohibited and restricted goods, relief consignments',
          },
          {
            label: 'Bureau of Customs and jurisdiction',
            slug: 'bureau-and-jurisdiction',
            doc: 'CMTA-highlights',
            anchor: 'the-bureau-and-its-jurisdiction',
            target: 40,
            covers:
              'CMTA Secs. 200-224 and 300-307: administration, districts and ports, police authority, jurisdiction and control',
          },
          {
            label: 'Fees, miscellaneous and final provisions',
            slug: 'fees-and-final-provisions',
            doc: 'CMTA-highlights',
            anchor: 'fees-and-charges',
            target: 15,
            covers: 'CMTA Secs. 1300-1301, 1500-1514, 1700, 1800-1805',
          },
        ],
      },
      {
        key: '1B',
        title: 'Administrative and judicial proceedings',
        weight: 0.4,
        topics: [
          {
            label: 'Protest, seizure and forfeiture',
            slug: 'protest-seizure-forfeiture',
            doc: 'CMTA-highlights',
            anchor: 'protest',
            target: 40,
            covers: 'CMTA Secs. 1106-1128: protest, alert orders, seizure, forfeiture, settlement, appeal',
          },
          {
            label: 'Abandonment and disposition',
            slug: 'abandonment-and-disposition',
            doc: 'CMTA-highlights',
            anchor: 'abandonment',
            target: 28,
            covers: 'CMTA Secs. 1129-1130 and 1139-1151',
          },
          {
            label: 'Civil and judicial remedies',
            slug: 'civil-and-judicial-remedies',
            doc: 'CMTA-fulltext',
            anchor: 'title-xi-chapter-7',
            target: 21,
            covers:
              'CMTA Secs. 1131-1138 (compromise, collection, judicial proceedings) and 1431-1433 (penalties on BOC employees)',
          },
          {
            label: 'Offenses and penalties',
            slug: 'offenses-and-penalties',
            doc: 'CMTA-highlights',
            anchor: 'offences-and-penalties',
            target: 30,
            covers: 'CMTA Secs. 1400-1430',
          },
        ],
      },
      {
        key: '1C',
        title: 'Ethics and practice of the profession',
        weight: 0.2,
        topics: [
          {
            label: 'Customs Brokers Act',
            slug: 'customs-brokers-act',
            doc: 'CustomsBrokersAct-highlights',
            anchor: 'what-ra-9280-governs',
            target: 20,
            covers:
              'RA 9280 as found: objectives, definitions, the Board, examination, registration, practice',
          },
          {
            label: 'RA 9853 and the declarant',
            slug: 'ra-9853-and-declarant',
            doc: 'ra-9853-amendment',
            anchor: 'what-ra-9853-changed',
            target: 15,
            covers: 'RA 9853 Secs. 1-2; CMTA Secs. 106-107',
          },
          {
            label: 'Ethics, CPD and related laws',
            slug: 'ethics-cpd-related-laws',
            doc: 'Other-related-laws',
            anchor: 'continuing-professional-development',
            target: 17,
            covers: 'Ethics, CPD and the tax laws a broker meets',
          },
          {
            label: 'Code of ethics and professional conduct',
            slug: 'code-of-ethics',
            doc: 'CustomsBrokersAct-highlights',
            anchor: 'ethics-and-continuing-professional-development',
            target: 12,
            covers: 'Code of Ethics for Customs Brokers (Board Res. No. 02 s. 2005) as found',
          },
          {
            label: 'Registration, CPD and accreditation',
            slug: 'registration-cpd-accreditation',
            doc: 'CustomsBrokersAct-highlights',
            anchor: 'how-the-cmta-fits-in',
            target: 12,
            covers:
              'RA 9280 registration and IRR as found; RA 10912 CPD; BOC broker accreditation issuances; CMTA Secs. 1003 and 1200 on brokers',
          },
        ],
      },
    ],
    heldBack: [
      'Code of Technical Standards for customs brokers: no copy of its text was found (reference/code-of-ethics.txt).',
      'RA 9280 Secs. 6-27 and 30-32 verbatim (scope of practice, revocation grounds, penalties): only secondary notes were found; items on them carry a caution.',
    ],
  },
  {
    subject: 2,
    sitting: 1,
    parts: [
      {
        key: '2A',
        title: 'Import clearance through formal and informal entry',
        weight: 0.45,
        topics: [
          {
            label: 'Goods declaration and entries',
            slug: 'goods-declaration-and-entries',
            doc: 'customs-docs-reviewer',
            anchor: 'the-goods-declaration',
            target: 42,
            covers: 'CMTA Secs. 400-418',
          },
          {
            label: 'Lodgement and examination',
            slug: 'lodgement-and-examination',
            doc: 'customs-docs-reviewer',
            anchor: 'lodgement-period',
            target: 34,
            covers:
              'CMTA Secs. 407 and 419-422; electronic lodgement and selectivity (BOC issuances as found)',
          },
          {
            label: 'Assessment and release',
            slug: 'assessment-and-release',
            doc: 'customs-docs-reviewer',
            anchor: 'assessment',
            target: 32,
            covers: 'CMTA Secs. 423-436',
          },
          {
            label: 'Special procedures and de minimis',
            slug: 'special-procedures-de-minimis',
            doc: 'customs-docs-reviewer',
            anchor: 'special-procedures',
            target: 28,
            covers: 'CMTA Secs. 423 and 437-440: de minimis, baggage, postal, express and courier shipments',
          },
        ],
      },
      {
        key: '2B',
        title: 'Export, transit and carriers',
        weight: 0.22,
        topics: [
          {
            label: 'Export, transit and transshipment',
            slug: 'export-transit-transshipment',
            doc: 'customs-docs-reviewer',
            anchor: 'export',
            target: 32,
            covers: 'CMTA Secs. 500-604',
          },
          {
            label: 'Carriers, vessels and manifests',
            slug: 'carriers-vessels-manifests',
            doc: 'CMTA-fulltext',
            anchor: 'title-xii',
            target: 34,
            covers:
              'CMTA Secs. 1200-1228: service providers, carriers, vessels and aircraft, manifests, other third parties, AEOs',
          },
        ],
      },
      {
        key: '2C',
        title: 'Warehousing, relief and post-clearance audit',
        weight: 0.33,
        topics: [
          {
            label: 'Warehousing and free zones',
            slug: 'warehousing-and-free-zones',
            doc: 'customs-docs-reviewer',
            anchor: 'customs-bonded-warehouses',
            target: 36,
            covers: 'CMTA Secs. 801-821',
          },
          {
            label: 'Post-clearance audit',
            slug: 'post-clearance-audit',
            doc: 'CMTA-highlights',
            anchor: 'post-clearance-audit-secs-1000-to-1006',
            target: 28,
            covers: 'CMTA Secs. 1000-1006',
          },
          {
            label: 'Drawback, refund and abatement',
            slug: 'drawback-refund-abatement',
            doc: 'CMTA-highlights',
            anchor: 'drawback-refund-and-abatement-secs-900-to-913',
            target: 34,
            covers: 'CMTA Secs. 900-913',
          },
        ],
      },
    ],
    heldBack: [
      'Subject 2 syllabus beyond part A: the 2017 syllabus copy breaks off (reference/syllabus.txt); topics follow the CMTA titles the syllabus names.',
      'Selectivity lane criteria in detail: BOC issuances were found only as news reports; items carry a caution.',
    ],
  },
  {
    subject: 3,
    sitting: 2,
    parts: [
      {
        key: '3A',
        title: 'Tariff law and administration',
        weight: 0.45,
        topics: [
          {
            label: 'Tariff Commission and flexible clause',
            slug: 'tariff-commission-flexible-clause',
            doc: 'tariff-law-reviewer',
            anchor: 'the-tariff-commission',
            target: 29,
            covers: 'CMTA Secs. 1600-1609',
          },
          {
            label: 'Tariff basics and rates of duty',
            slug: 'tariff-basics-rates',
            doc: 'tariff-basics',
            anchor: 'when-duty-is-due',
            target: 30,
            covers: 'CMTA Secs. 104-105, 1611-1612; kinds of duty',
          },
          {
            label: 'Tariff schedule and AHTN',
            slug: 'tariff-schedule-ahtn',
            doc: 'ahtn-updates',
            anchor: 'what-the-ahtn-is',
            target: 26,
            covers: 'CMTA Sec. 1610-1611; AHTN 2022; EO 62 s. 2024 (facts.md §4.2)',
          },
          {
            label: 'Advance rulings',
            slug: 'advance-rulings',
            doc: 'tariff-law-reviewer',
            anchor: 'advance-rulings',
            target: 24,
            covers: 'CMTA Secs. 1100-1105',
          },
          {
            label: 'Conditionally free importations',
            slug: 'conditionally-free-importations',
            doc: 'tariff-law-reviewer',
            anchor: 'conditionally-free-importations-in-brief',
            target: 40,
            covers: 'CMTA Sec. 800',
          },
        ],
      },
      {
        key: '3B',
        title: 'Customs valuation',
        weight: 0.25,
        topics: [
          {
            label: 'Customs valuation',
            slug: 'customs-valuation',
            doc: 'valuation-methods',
            anchor: 'the-six-methods-at-a-glance',
            target: 66,
            covers: 'CMTA Secs. 700-708; WTO Valuation Agreement (facts.md §5)',
          },
        ],
      },
      {
        key: '3C',
        title: 'International trade',
        weight: 0.3,
        topics: [
          {
            label: 'Trade remedies and marking',
            slug: 'trade-remedies-marking',
            doc: 'tariff-law-reviewer',
            anchor: 'trade-remedies',
            target: 34,
            covers: 'CMTA Secs. 709-714; RA 8752, RA 8800, RA 8751 as found',
          },
          {
            label: 'WTO and GATT principles',
            slug: 'wto-gatt-principles',
            doc: 'valuation-methods',
            anchor: 'why-valuation-matters',
            target: 5,
            covers:
              'The WTO Valuation Agreement and GATT Art. VII as the CMTA adopts them; the WTO basis of the trade-remedy laws',
          },
          {
            label: 'Rules of origin and trade agreements',
            slug: 'rules-of-origin',
            doc: 'tariff-basics',
            anchor: 'mfn-and-preferential-rates',
            target: 16,
            covers:
              'CMTA Secs. 503, 710, 1102, 1106, 1504 and 1611 on origin, certificates, origin rulings and preferential agreements',
          },
          {
            label: 'Incoterms, payment and trade documents',
            slug: 'incoterms-payment',
            doc: 'dutiable-value-examples',
            anchor: 'the-formula',
            target: 16,
            covers:
              'CMTA Secs. 402 and 415; trade terms and their freight and insurance in the dutiable value (CMO 22-2007, facts.md §3.1-3.2); letters of credit and the bank charge',
          },
        ],
      },
    ],
    heldBack: [
      'WTO and GATT principles beyond the Valuation Agreement and the trade-remedy laws (most-favoured-nation treatment, national treatment, tariff bindings): no text of GATT or the WTO agreements is among our sources. The Valuation Agreement itself is tested under "Customs valuation", so this topic holds only what is not a valuation rule.',
      'ATIGA, RCEP and other free trade agreements: their rules of origin, preferential rates and certificate forms. No text of any agreement is among our sources, so items stop at what the CMTA says about origin and preferential agreements.',
      'Incoterms 2020 rule by rule (ICC text not among our sources): items cover only how the trade term bears on freight and insurance in the dutiable value.',
      'Trade-remedy procedure in detail (time limits of preliminary determination, provisional duty length, safeguard duration): only secondary summaries were found; items on them carry a caution, and RA 8800 duration is held back.',
    ],
  },
  {
    subject: 4,
    sitting: 2,
    parts: [
      {
        key: '4A',
        title: 'Tariff classification',
        weight: 0.5,
        topics: [
          {
            label: 'General Interpretative Rules',
            slug: 'general-interpretative-rules',
            doc: 'hs-code-practice',
            anchor: 'the-general-interpretative-rules',
            target: 21,
            covers: 'CMTA Sec. 1610: GIR 1-6',
          },
          {
            label: 'Classification scenarios',
            slug: 'classification-scenarios',
            doc: 'classification-scenarios',
            anchor: 'how-to-work-a-scenario',
            target: 19,
            covers: 'Headings chosen among four',
          },
          {
            label: 'Classification: food and farm goods (I-IV)',
            slug: 'hs-sections-01-04',
            doc: 'hs-code-practice',
            anchor: 'classification-drills',
            target: 35,
            covers: 'HS Sections I-IV, chapters 1-24 (drills)',
          },
          {
            label: 'Classification: minerals, chemicals and plastics (V-VII)',
            slug: 'hs-sections-05-07',
            doc: 'hs-code-practice',
            anchor: 'classification-drills',
            target: 35,
            covers: 'HS Sections V-VII, chapters 25-40 (drills)',
          },
          {
            label: 'Classification: materials, textiles and wares (VIII-XIV)',
            slug: 'hs-sections-08-14',
            doc: 'hs-code-practice',
            anchor: 'classification-drills',
            target: 51,
            covers: 'HS Sections VIII-XIV, chapters 41-71 (drills)',
          },
          {
            label: 'Classification: metals, machinery and electrical (XV-XVI)',
            slug: 'hs-sections-15-16',
            doc: 'hs-code-practice',
            anchor: 'classification-drills',
            target: 37,
            covers: 'HS Sections XV-XVI, chapters 72-85 (drills)',
          },
          {
            label: 'Classification: vehicles, instruments and other goods (XVII-XXI)',
            slug: 'hs-sections-17-21',
            doc: 'hs-code-practice',
            anchor: 'classification-drills',
            target: 42,
            covers: 'HS Sections XVII-XXI, chapters 86-97 (drills)',
          },
        ],
      },
      {
        key: '4B',
        title: 'Practical computations',
        weight: 0.5,
        topics: [
          {
            label: 'Dutiable value',
            slug: 'dutiable-value',
            doc: 'dutiable-value-examples',
            anchor: 'the-formula',
            target: 22,
            covers: 'FOB/FCA, freight, insurance, additions, exchange rate',
          },
          {
            label: 'Customs duty',
            slug: 'customs-duty',
            doc: 'import-duty-exercises',
            anchor: 'the-formula',
            target: 16,
            covers: 'Ad valorem, specific and compound duty',
          },
          {
            label: 'Fees and charges',
            slug: 'fees-and-charges',
            doc: 'practical-computation-reviewer',
            anchor: 'rates-and-their-sources',
            target: 20,
            covers: 'Bank charge, brokerage fee, arrastre, wharfage, CDS and DST, import processing charge',
          },
          {
            label: 'VAT, excise and landed cost',
            slug: 'vat-excise-landed-cost',
            doc: 'vat-and-other-taxes',
            anchor: 'the-reviewer-convention-total-landed-cost',
            target: 28,
            covers: 'Landed cost, VAT base, VAT, amount payable',
          },
          {
            label: 'Surcharges, penalties and interest',
            slug: 'surcharges-penalties-interest',
            doc: 'CMTA-highlights',
            anchor: 'offences-and-penalties',
            target: 12,
            covers: 'CMTA Secs. 104, 710, 1005, 1124, 1400, 1402, 1425 in amounts',
          },
          {
            label: 'Informal and courier entry computation',
            slug: 'informal-entry-computation',
            doc: 'vat-and-other-taxes',
            anchor: 'informal-entries-boc-calculator',
            target: 8,
            covers:
              'De minimis and informal entries in amounts (CMTA Secs. 402, 423; BOC calculator conventions)',
          },
          {
            label: 'Drawback and refund amounts',
            slug: 'drawback-refund-amounts',
            doc: 'CMTA-highlights',
            anchor: 'drawback-refund-and-abatement-secs-900-to-913',
            target: 8,
            covers: 'CMTA Secs. 800, 900-913 in amounts',
          },
          {
            label: 'Excise tax computation',
            slug: 'excise-computation',
            doc: 'vat-and-other-taxes',
            anchor: 'excise-taxes',
            target: 8,
            covers:
              'NIRC excise on automobiles, sweetened beverages, fuels, alcohol and tobacco as in the reference copy',
          },
        ],
      },
    ],
    heldBack: [
      'AHTN 8-digit lines and Philippine rates of duty: not in the HS 2022 data (data/hs/README); drills stop at the 6-digit subheading.',
      'Section and chapter notes: their text is not in the HS data; a drill cites a note only where a stored public source was found for it.',
    ],
  },
];

/** Every topic of the TOS with its subject and part, in board order. */
export const TOS_TOPICS: readonly (TosTopic & {readonly subject: SubjectId; readonly part: string})[] =
  TOS.flatMap((s) => s.parts.flatMap((p) => p.topics.map((t) => ({...t, subject: s.subject, part: p.key}))));
