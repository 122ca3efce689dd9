/**
 * The confirmed amounts (data): each amount that ../shared/domain/facts.md marks CONFIRMED, with
 * the patterns that find where a sentence or table row states it. factCheck.ts applies them.
 */

/** One confirmed amount and how to find it stated. */
export interface Fact {
  id: string;
  label: string;
  /** The amounts that are right, as written ("10,000", "three"). */
  expected: readonly string[];
  source: string;
  /** A sentence must match this (or, with `sectionTopic`, the heading above it). */
  topic: RegExp;
  sectionTopic?: boolean;
  /** Sentences that match this discuss a recorded conflict and are skipped. */
  unless?: RegExp;
  /** Each captures the amount in group 1. */
  patterns: readonly RegExp[];
}

const PESO = String.raw`₱\s?(\d[\d,]*\d(?:\.\d+)?|\d)`;
const PCT = String.raw`(\d+(?:\.\d+)?)%`;
const rx = (source: string): RegExp => new RegExp(source, 'gi');

/** Returning-resident ceilings (CMTA Sec. 800(f)): the amount must sit next to its own stay. */
function stayPatterns(stay: string): RegExp[] {
  return [
    rx(String.raw`${PESO}\s*\((?:abroad |stayed abroad |for )?${stay}`), // ₱250,000 (5 to 10 years)
    rx(String.raw`${stay}[^|₱]{0,25}\|[^|₱]{0,25}${PESO}`), // row: 5 to 10 years | up to ₱250,000
    rx(String.raw`${PESO}(?:,[^|₱]*)?\s*\|[^|₱]{0,40}?${stay}`), // row: ₱250,000 | Returning resident abroad 5 to 10 years
    rx(String.raw`${stay}[^.₱|()]{0,25}?(?:\bis|ceiling|cap|limit)\s*${PESO}`), // at least 10 years is ₱350,000
  ];
}
const STAY_10 = String.raw`(?:(?:at least|(?<!not )more than|over) (?:ten|10) years|(?:ten|10) years or more)`;
const STAY_5_10 = String.raw`(?:(?:at least )?(?:five|5)(?: years)?,? (?:but not more than|to|up to|–|-)\s*(?:ten|10)(?: years)?)`;
const STAY_UNDER_5 = String.raw`(?:(?:less than|under|fewer than|below) (?:five|5) years)`;

/**
 * Amounts that ../shared/domain/facts.md marks CONFIRMED, each with patterns that capture the
 * amount where a sentence (or table row) states it as the value for that topic. A capture that
 * is not in `expected` is a problem. The patterns are deliberately narrow: a wrong amount must be
 * stated as *the* value ("de minimis ... ₱X or below"), so worked examples such as "a ₱10,001
 * parcel is not de minimis" do not trip them. `topic` must match the sentence (or, with
 * `sectionTopic`, the heading it sits under); sentences matching `unless` discuss a recorded
 * conflict and are skipped.
 */
export const FACTS: readonly Fact[] = [
  {
    id: 'de-minimis',
    label: 'de minimis value',
    expected: ['10,000'],
    source: 'CMTA Sec. 423',
    topic: /de minimis|no duties and taxes/i,
    patterns: [
      rx(
        String.raw`de minimis (?:value|ceiling|threshold|limit|line|amount)?\s*(?:is|of|at|=|:)?\s*(?:an? )?(?:FOB or FCA |FOB\/FCA )?(?:value )?(?:of )?${PESO}`,
      ),
      rx(String.raw`${PESO} (?:or below|or less|and below)`),
      rx(String.raw`${PESO} de minimis`),
    ],
  },
  {
    id: 'informal-entry-ceiling',
    label: 'informal-entry ceiling',
    expected: ['50,000'],
    source: 'CMTA Sec. 402',
    topic: /informal/i,
    patterns: [
      rx(String.raw`informal[^.₱]{0,60}?(?:below|less than|under)\s*${PESO}`),
      rx(String.raw`(?:below|less than|under)\s*${PESO}[^.₱]{0,60}?informal`),
      rx(String.raw`${PESO} informal[- ]entry (?:ceiling|limit|threshold|line)`),
      rx(String.raw`informal[- ]entry (?:ceiling|limit|threshold|line)(?: is| of)?:?\s*${PESO}`),
    ],
  },
  {
    id: 'vat-rate',
    label: 'VAT rate on importation',
    expected: ['12'],
    source: 'NIRC Sec. 107(A)',
    topic: /\bVAT\b/,
    patterns: [rx(String.raw`${PCT} VAT\b`), rx(String.raw`\bVAT(?: rate)?(?: is| of| at| =|:)?\s*${PCT}`)],
  },
  {
    id: 'lodgement-period',
    label: 'lodgement period',
    expected: ['15'],
    source: "CMTA Sec. 407 (CMO 27-2019's 7 days is the recorded CONFLICT)",
    topic: /lodg|last package/i,
    unless: /CMO (?:No\. )?27-2019|operating rule|operational|port notices?|Bureau notices|BOC uses/i,
    patterns: [
      rx(
        String.raw`(\d+) days? (?:from|of|after) (?:the )?(?:date (?:the |of )?)?(?:discharge of the last package|last package)`,
      ),
      rx(String.raw`(\d+)[- ]day lodgement`),
      rx(String.raw`\blodge(?:ment|d)?(?: the goods declaration| it)? within (\d+) days`),
    ],
  },
  {
    id: 'protest-period',
    label: 'period to protest after payment',
    expected: ['15'],
    source: 'CMTA Sec. 1106',
    topic: /protest|1106/i,
    patterns: [
      rx(String.raw`or within (\d+) days (?:after|thereafter|of payment|from payment)`),
      rx(String.raw`protest[^.]{0,100}?(\d+) days (?:after|from|of) (?:the )?payment`),
    ],
  },
  {
    id: 'final-assessment',
    label: 'days until an assessment becomes final',
    expected: ['15'],
    source: 'CMTA Sec. 429',
    topic: /final/i,
    patterns: [rx(String.raw`\bfinal (\d+) days after`)],
  },
  {
    id: 'balikbayan-value',
    label: 'balikbayan box ceiling',
    expected: ['150,000'],
    source: 'CMTA Sec. 800(g)',
    topic: /balikbayan/i,
    sectionTopic: true,
    patterns: [
      rx(
        String.raw`balikbayan[^.₱]{0,80}?(?:up to|not exceed(?:ing)?|ceiling(?: of| is)?|cap(?: of| is)?|limit(?: of| is)?)\s*${PESO}`,
      ),
      rx(String.raw`${PESO}[^₱.|]{0,40}\|\s*balikbayan`),
      rx(String.raw`FCA value (?:does not|shall not|must not|may not) exceed ${PESO}`),
    ],
  },
  {
    id: 'balikbayan-times',
    label: 'balikbayan boxes allowed per calendar year',
    expected: ['3', 'three'],
    source: 'CMTA Sec. 800(g)',
    topic: /balikbayan/i,
    sectionTopic: true,
    patterns: [rx(String.raw`(\w+) times (?:a|per|in a|each) (?:calendar )?year`)],
  },
  {
    id: 'returning-resident-10',
    label: 'returning-resident ceiling for 10 years or more abroad',
    expected: ['350,000'],
    source: 'CMTA Sec. 800(f)',
    topic: /resident|abroad/i,
    sectionTopic: true,
    patterns: stayPatterns(STAY_10),
  },
  {
    id: 'returning-resident-5-10',
    label: 'returning-resident ceiling for 5 to 10 years abroad',
    expected: ['250,000'],
    source: 'CMTA Sec. 800(f)',
    topic: /resident|abroad/i,
    sectionTopic: true,
    patterns: stayPatterns(STAY_5_10),
  },
  {
    id: 'returning-resident-under-5',
    label: 'returning-resident ceiling for less than 5 years abroad',
    expected: ['150,000'],
    source: 'CMTA Sec. 800(f)',
    topic: /resident|abroad/i,
    sectionTopic: true,
    patterns: stayPatterns(STAY_UNDER_5),
  },
  {
    id: 'brokerage-base',
    label: 'brokerage fee on the first ₱200,000',
    expected: ['5,300'],
    source: 'CAO 1-2001',
    topic: /brokerage|5,300/i,
    patterns: [
      rx(String.raw`₱?(\d[\d,]*\d) on the first ₱?200,000`),
      rx(String.raw`(?:above|over) ₱200,000,? ₱(\d[\d,]*\d) \+`),
      rx(String.raw`₱?(\d[\d,]*\d) \+ (?:0\.125|0\.375|1\/8 of 1|3\/8 of 1)% (?:of the excess|×)`),
    ],
  },
  {
    id: 'brokerage-threshold',
    label: 'brokerage bracket above which the excess is charged',
    expected: ['200,000'],
    source: 'CAO 1-2001',
    topic: /brokerage|5,300/i,
    patterns: [
      rx(String.raw`on the first ₱?(\d[\d,]*\d)`),
      rx(String.raw`5,300 \+ [\d./ ]+% (?:of 1% )?× \((?:DV|[\d,.]+) − ₱?(\d[\d,]*)\)`),
      rx(String.raw`brokerage[^.₱]{0,40}?excess over ₱(\d[\d,]*\d)`),
    ],
  },
  {
    id: 'marking-duty',
    label: 'marking duty rate',
    expected: ['5'],
    source: 'CMTA Sec. 710',
    topic: /marking/i,
    patterns: [
      rx(String.raw`marking duty(?: of| is| =|:| \|)?\s*${PCT}`),
      rx(String.raw`${PCT} marking duty`),
    ],
  },
  {
    id: 'interest',
    label: 'interest on unpaid duties and taxes',
    expected: ['20'],
    source: 'CMTA Sec. 104',
    topic: /interest|final assessment/i,
    patterns: [
      rx(String.raw`interest (?:of |at )?${PCT} (?:a|per) (?:year|annum)`),
      rx(String.raw`${PCT} (?:a|per) (?:year|annum) (?:interest|from final assessment)`),
    ],
  },
  {
    id: 'misdeclaration-surcharge',
    label: 'misdeclaration surcharge',
    expected: ['250', '500'],
    source: 'CMTA Sec. 1400 (250%; 500% if fraudulent)',
    topic: /surcharge/i,
    patterns: [rx(String.raw`surcharge (?:of )?${PCT} of the duty and tax`)],
  },
  {
    id: 'settlement-fine',
    label: 'settlement fine in a seizure case',
    expected: ['30'],
    source: 'CMTA Sec. 1124',
    topic: /settle|seizure|1124/i,
    patterns: [rx(String.raw`fine of ${PCT} of the landed cost`)],
  },
  {
    id: 'redemption',
    label: 'redemption of forfeited goods',
    expected: ['100'],
    source: 'CMTA Sec. 1124',
    topic: /redemption|redeem/i,
    patterns: [rx(String.raw`redemption (?:at|of) ${PCT} of the landed cost`)],
  },
  {
    id: 'audit-negligence',
    label: 'post-clearance audit fine for negligence',
    expected: ['125'],
    source: 'CMTA Sec. 1005',
    topic: /negligen/i,
    patterns: [
      rx(String.raw`negligen\w*[^.]{0,30}?fine of ${PCT} of the revenue loss`),
      rx(String.raw`fine of ${PCT} of the revenue loss[^.]{0,20}?negligen`),
    ],
  },
  {
    id: 'brokerage-corporation-capital',
    label: 'minimum paid-up capital of a customs brokerage corporation',
    expected: ['1,000,000'],
    source: 'RA 9280 Sec. 29, as amended by RA 9853 Sec. 2',
    topic: /capital/i,
    patterns: [
      rx(String.raw`minimum paid-up capital(?: of| is)?:?\s*${PESO}`),
      rx(String.raw`${PESO} minimum`),
    ],
  },
  {
    id: 'passing-average',
    label: 'passing general average',
    expected: ['75'],
    source: 'RA 9280 Sec. 17 (as reported)',
    topic: /average/i,
    patterns: [
      rx(String.raw`average (?:is |of )?at least ${PCT}`),
      rx(String.raw`${PCT} (?:general )?average\b`),
    ],
  },
  {
    id: 'passing-floor',
    label: 'lowest passing rating in a subject',
    expected: ['60'],
    source: 'RA 9280 Sec. 17 (as reported)',
    topic: /subject|floor|rating/i,
    patterns: [
      rx(String.raw`no (?:rating|subject|score)[^.]{0,20}?below ${PCT}`),
      rx(String.raw`${PCT} floor`),
      rx(String.raw`below ${PCT} in any subject`),
    ],
  },
];
