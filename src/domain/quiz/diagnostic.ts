/**
 * The diagnostic test: a FIXED set (docs/diagnostic-test.mdx explains why: two
 * attempts months apart must be comparable). Ten items per subject, so the
 * four subjects weigh the same, as on the CBLE (domain/facts.md §1.3), shared
 * among each subject's parts by the weights of the table of specifications
 * (tos.ts), as the mock boards draw. The build (plugins/quiz-banks) fails if
 * an id here is missing from the banks; a unit test checks the shares.
 */
export const DIAGNOSTIC_QUESTION_IDS: readonly string[] = [
  // Subject 1: A 4, B 4, C 2
  's1-entered-for-consumption',
  's1-importation-begins',
  's1-boc-open-close-port',
  's1-boc-acting-district-collector',
  's1-psf-protest-period',
  's1-psf-alert-order-timing',
  's1-abd-nonpayment',
  's1-off-misdeclaration-surcharge',
  's1-cba-passing-scenario',
  's1-dec-export-signer',
  // Subject 2: A 5, B 2, C 3
  's2-gde-informal-threshold',
  's2-gde-provisional-declaration',
  's2-lex-lodgement-period',
  's2-asr-final-assessment',
  's2-spd-de-minimis-boundary',
  's2-ett-transshipment-30-days',
  's2-ett-transit-vs-transshipment',
  's2-wfz-cbw-storage-period',
  's2-pca-audit-window',
  's2-dra-refund-claim-period',
  // Subject 3: A 5, B 2, C 3
  's3-tc-flex-recommend',
  's3-cfi-bbox',
  's3-ahtn-digits',
  's3-ar-classification-who',
  's3-tb-max-100',
  's3-val-method-one',
  's3-val-buying-comm',
  's3-trm-marking-rate',
  's3-trm-concept-dumping',
  's3-trm-tc-adjudicate',
  // Subject 4: A 5 (two of them drills), B 5
  's4-gir-3c-last',
  's4-cs-laptop-case',
  's4-cs-tshirt-unfinished',
  's4-hs-xvi-portable-computer-notebook',
  's4-hs-iv-heated-tobacco-sticks',
  's4-dv-sea-basic',
  's4-cud-basic',
  's4-fee-brokerage-mid',
  's4-fee-ipc-boundary',
  's4-vat-vat-sea',
];

/**
 * The size of the set, for text on docs pages that must not carry the ids
 * (a unit test keeps it equal to the list's length).
 */
export const DIAGNOSTIC_QUESTION_COUNT = 40;
