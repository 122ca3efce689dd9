/**
 * Valuation drills: short cases that ask which valuation method applies
 * (taking the methods in the order CMTA Sec. 700 requires) and, where the
 * transaction value applies, which costs go into the dutiable value under
 * CMTA Sec. 701.
 *
 * Every case and explanation follows facts.md §2.2 (CMTA Secs. 700-706) and §5
 * (WTO Valuation Agreement: methods in order, Art. 8 additions). The written
 * exclusions rest only on what facts.md marks as read: the buying-commission
 * exception in Sec. 701(1)(a), transport only "to the port of entry" in
 * Sec. 701(3), assists' design work only when done outside the Philippines in
 * Sec. 701(1)(d), and the buyer's own marketing (CONFIRMED-SECONDARY). The WTO
 * Interpretative Note's list is MEMORY in facts.md, so no case depends on it.
 *
 * Pure data and logic: no React, no I/O. Amounts are exact decimals.
 */
import {add, cmp, dec, type Dec, formatMoney, parseDecimal, sub, toAmountString} from './decimal';

export const VALUATION_METHODS = [
  'transaction',
  'identical',
  'similar',
  'deductive',
  'computed',
  'fallback',
] as const;

export type ValuationMethod = (typeof VALUATION_METHODS)[number];

/** The method's number in the normal order, its CMTA section and WTO article. */
export const METHOD_INFO: Record<ValuationMethod, {n: number; section: string; article: string}> = {
  transaction: {n: 1, section: 'CMTA Sec. 701', article: 'WTO Art. 1'},
  identical: {n: 2, section: 'CMTA Sec. 702', article: 'WTO Art. 2'},
  similar: {n: 3, section: 'CMTA Sec. 703', article: 'WTO Art. 3'},
  deductive: {n: 4, section: 'CMTA Sec. 704', article: 'WTO Art. 5'},
  computed: {n: 5, section: 'CMTA Sec. 705', article: 'WTO Art. 6'},
  fallback: {n: 6, section: 'CMTA Sec. 706', article: 'WTO Art. 7'},
};

/** One step down the ladder: a method tried, and whether it gave the value. */
export interface LadderStep {
  method: ValuationMethod;
  /** 'skipped': set aside because the importer asked to try Method 5 before Method 4. */
  outcome: 'fails' | 'applies' | 'skipped';
  why: string;
}

/** A cost named in the facts that the candidate includes in the dutiable value or leaves out. */
export interface CostItem {
  id: string;
  /** As the facts state it, e.g. "Commission to the seller's sales agent, paid by the buyer". */
  label: string;
  /** In the case's currency. */
  amount: string;
  include: boolean;
  /** Why, with the provision, e.g. "Added: a selling commission borne by the buyer (CMTA Sec. 701(1)(a))." */
  why: string;
}

export interface ValuationDrill {
  id: string;
  title: string;
  facts: string[];
  method: ValuationMethod;
  /** The ladder, in order, down to the method that applies. */
  ladder: LadderStep[];
  /** Present when the transaction value applies: the price and the costs to sort. */
  transaction?: {
    currency: string;
    /** The price actually paid or payable, as invoiced. */
    price: string;
    priceLabel: string;
    items: CostItem[];
  };
  /** Provisions the explanation rests on. */
  cites: string[];
}

const LADDER_1: LadderStep = {
  method: 'transaction',
  outcome: 'applies',
  why: 'There is a sale for export to the Philippines, the buyer is free to use and resell the goods, no unquantifiable condition is attached to the price, and buyer and seller are not related (or the relationship did not influence the price).',
};

const FREIGHT = (amount: string, by = 'Ocean freight from the port of export to Manila'): CostItem => ({
  id: 'freight',
  label: by,
  amount,
  include: true,
  why: 'Added: transport to the Philippine port of entry (CMTA Sec. 701(3); WTO Art. 8.2(a)). The Philippines values goods on a CIF basis.',
});

const INSURANCE = (amount: string): CostItem => ({
  id: 'insurance',
  label: 'Marine insurance premium for the voyage',
  amount,
  include: true,
  why: 'Added: insurance (CMTA Sec. 701(5); WTO Art. 8.2(c)).',
});

export const VALUATION_DRILLS: readonly ValuationDrill[] = [
  {
    id: 'commissions',
    title: 'Two agents and a truck',
    facts: [
      'A Manila hardware chain buys 2,000 padlocks from an unrelated maker in Ningbo, with no limits on resale.',
      'Invoice price: USD 12,000.00 FOB Ningbo.',
      "The buyer also pays the seller's sales agent a commission of USD 600.00, and its own buying agent in Shanghai USD 250.00 for finding the supplier.",
      'Ocean freight to Manila USD 900.00; marine insurance USD 120.00; trucking from the Port of Manila to the warehouse USD 150.00.',
    ],
    method: 'transaction',
    ladder: [LADDER_1],
    transaction: {
      currency: 'USD',
      price: '12000.00',
      priceLabel: 'Invoice price, FOB Ningbo',
      items: [
        {
          id: 'selling-commission',
          label: "Commission to the seller's sales agent, paid by the buyer",
          amount: '600.00',
          include: true,
          why: 'Added: commissions borne by the buyer are added, except buying commissions (CMTA Sec. 701(1)(a); WTO Art. 8.1(a)(i)).',
        },
        {
          id: 'buying-commission',
          label: "Fee to the buyer's own buying agent",
          amount: '250.00',
          include: false,
          why: 'Left out: a buying commission is the one commission Sec. 701(1)(a) excludes.',
        },
        FREIGHT('900.00'),
        INSURANCE('120.00'),
        {
          id: 'inland',
          label: 'Trucking from the Port of Manila to the warehouse',
          amount: '150.00',
          include: false,
          why: 'Left out: Sec. 701(3) adds transport only up to the port of entry; trucking after arrival is not part of it.',
        },
      ],
    },
    cites: ['CMTA Sec. 700', 'CMTA Sec. 701(1)(a), (3), (5)', 'WTO Valuation Agreement Arts. 1 and 8'],
  },
  {
    id: 'assist',
    title: 'Moulds sent free to the factory',
    facts: [
      'A Cebu toy importer buys plastic toys from an unrelated factory in Vietnam at USD 30,000.00 FOB Haiphong.',
      'The importer sent the factory moulds worth USD 9,000.00, free of charge, to be used for three equal shipments. This is the first of the three.',
      "The importer's engineers in Cebu drew the toy designs; their time is costed at USD 2,000.00.",
      'Ocean freight USD 1,800.00; marine insurance USD 300.00.',
    ],
    method: 'transaction',
    ladder: [LADDER_1],
    transaction: {
      currency: 'USD',
      price: '30000.00',
      priceLabel: 'Invoice price, FOB Haiphong',
      items: [
        {
          id: 'moulds',
          label: "One third of the moulds' value (this shipment's share)",
          amount: '3000.00',
          include: true,
          why: 'Added: an assist (moulds supplied free by the buyer), apportioned to the goods (CMTA Sec. 701(1)(d); WTO Art. 8.1(b)).',
        },
        {
          id: 'design',
          label: 'Design work done by the importer in Cebu',
          amount: '2000.00',
          include: false,
          why: 'Left out: engineering, design and plans count as an assist only when done outside the Philippines (CMTA Sec. 701(1)(d)).',
        },
        FREIGHT('1800.00'),
        INSURANCE('300.00'),
      ],
    },
    cites: ['CMTA Sec. 701(1)(d), (3), (5)', 'WTO Valuation Agreement Art. 8.1(b)'],
  },
  {
    id: 'royalty',
    title: 'A brand royalty, crating and an advertising campaign',
    facts: [
      'A Davao retailer buys branded sports shoes from an unrelated maker in Busan at USD 20,000.00 FOB.',
      'The seller will only sell if the buyer pays the brand owner a royalty of 5% of the price (USD 1,000.00) on these shoes.',
      'The seller bills export crating separately: USD 350.00, paid by the buyer.',
      'The buyer spends USD 2,500.00 on its own advertising campaign in Davao.',
      'Ocean freight USD 1,100.00; marine insurance USD 200.00.',
    ],
    method: 'transaction',
    ladder: [LADDER_1],
    transaction: {
      currency: 'USD',
      price: '20000.00',
      priceLabel: 'Invoice price, FOB Busan',
      items: [
        {
          id: 'royalty',
          label: 'Brand royalty required as a condition of sale',
          amount: '1000.00',
          include: true,
          why: 'Added: royalties and licence fees related to the goods that the buyer must pay as a condition of sale (CMTA Sec. 701(1)(e); WTO Art. 8.1(c)).',
        },
        {
          id: 'packing',
          label: 'Export crating billed separately',
          amount: '350.00',
          include: true,
          why: 'Added: the cost of packing, labour and materials, borne by the buyer (CMTA Sec. 701(1)(c); WTO Art. 8.1(a)(iii)).',
        },
        {
          id: 'advertising',
          label: "The buyer's own advertising in Davao",
          amount: '2500.00',
          include: false,
          why: 'Left out: marketing the buyer does on its own account is not a payment to the seller and is not in the Sec. 701 list.',
        },
        FREIGHT('1100.00'),
        INSURANCE('200.00'),
      ],
    },
    cites: ['CMTA Sec. 701(1)(c), (1)(e), (3), (5)', 'WTO Valuation Agreement Art. 8.1(a)(iii) and (c)'],
  },
  {
    id: 'proceeds',
    title: 'A share of the resale takings',
    facts: [
      'An importer buys 400 office chairs from an unrelated maker in Kaohsiung at USD 8,000.00 FOB.',
      'Under the contract the importer must also remit to the seller USD 700.00, a fixed share of its resale takings on this lot.',
      'Ocean freight USD 500.00; marine insurance USD 80.00; the Philippine duties and VAT on the chairs are expected to be about USD 1,400.00.',
    ],
    method: 'transaction',
    ladder: [LADDER_1],
    transaction: {
      currency: 'USD',
      price: '8000.00',
      priceLabel: 'Invoice price, FOB Kaohsiung',
      items: [
        {
          id: 'proceeds',
          label: 'Share of resale takings remitted to the seller',
          amount: '700.00',
          include: true,
          why: 'Added: proceeds of a later resale that accrue to the seller (CMTA Sec. 701(2); WTO Art. 8.1(d)); the amount is known, so it rests on quantifiable data.',
        },
        FREIGHT('500.00'),
        INSURANCE('80.00'),
        {
          id: 'duties',
          label: 'Philippine duties and VAT on the chairs',
          amount: '1400.00',
          include: false,
          why: 'Left out: the duties and taxes are computed on the dutiable value; they are not a Sec. 701 addition to it.',
        },
      ],
    },
    cites: ['CMTA Sec. 701(2), (3), (5)', 'WTO Valuation Agreement Art. 8.1(d)'],
  },
  {
    id: 'related-accepted',
    title: 'Parent and subsidiary, price tested',
    facts: [
      'A Japanese maker owns all the shares of its Philippine distributor and sells it machine parts at USD 15,000.00 FOB Yokohama.',
      'The distributor shows that the price is close to what the parent charged unrelated Philippine buyers for identical parts in the same month.',
      'Ocean freight USD 700.00; marine insurance USD 90.00.',
    ],
    method: 'transaction',
    ladder: [
      {
        method: 'transaction',
        outcome: 'applies',
        why: 'Buyer and seller are related (one controls the other), but being related does not rule out Method 1: the importer showed the price closely approximates a test value, the transaction value of identical goods sold to unrelated buyers at about the same time.',
      },
    ],
    transaction: {
      currency: 'USD',
      price: '15000.00',
      priceLabel: 'Invoice price, FOB Yokohama',
      items: [FREIGHT('700.00'), INSURANCE('90.00')],
    },
    cites: ['CMTA Sec. 701 (related persons and test values)', 'WTO Valuation Agreement Art. 1'],
  },
  {
    id: 'related-not-shown',
    title: 'Parent and subsidiary, price not tested',
    facts: [
      'A parent company in Germany sells lab equipment to its wholly owned Philippine subsidiary.',
      'The relationship is shown to have pushed the price down, and the subsidiary cannot show that the price comes close to any test value.',
      'Identical equipment was sold by the same parent to an unrelated Philippine hospital, and exported in the same month, for EUR 48,000.00. No other identical sale is known.',
    ],
    method: 'identical',
    ladder: [
      {
        method: 'transaction',
        outcome: 'fails',
        why: 'The parties are related, the relationship influenced the price, and no test value was shown, so the price cannot be accepted.',
      },
      {
        method: 'identical',
        outcome: 'applies',
        why: 'Identical goods were exported to the Philippines at or about the same time, so their transaction value (EUR 48,000.00) is used.',
      },
    ],
    cites: ['CMTA Sec. 700', 'CMTA Sec. 701', 'CMTA Sec. 702', 'WTO Valuation Agreement Art. 2'],
  },
  {
    id: 'warranty',
    title: 'Free replacement parts',
    facts: [
      'A supplier in Singapore ships 300 replacement circuit boards free of charge under a warranty.',
      'No identical boards were exported to the Philippines at about that time.',
      'Boards of the same function and materials, commercially interchangeable but of another brand, were exported to Manila that month at USD 42.00 and USD 45.00 each.',
    ],
    method: 'similar',
    ladder: [
      {
        method: 'transaction',
        outcome: 'fails',
        why: 'Goods sent free under warranty are not sold for export, so there is no transaction value.',
      },
      {
        method: 'identical',
        outcome: 'fails',
        why: 'No identical goods were exported at or about the same time.',
      },
      {
        method: 'similar',
        outcome: 'applies',
        why: 'Similar goods were exported at about the same time. With two values, the lower one (USD 42.00 each) is used.',
      },
    ],
    cites: ['CMTA Sec. 700', 'CMTA Secs. 701-703', 'WTO Valuation Agreement Art. 3'],
  },
  {
    id: 'tie-in',
    title: 'Cheap shoes, if you buy the handbags',
    facts: [
      'A seller gives a low price on shoes only if the buyer also buys a quantity of handbags at a set price.',
      'The value of that condition cannot be worked out.',
      'Identical shoes were exported to the Philippines by other sellers that month at USD 11.50 and USD 12.25 a pair.',
    ],
    method: 'identical',
    ladder: [
      {
        method: 'transaction',
        outcome: 'fails',
        why: 'The price depends on a condition whose value cannot be determined, so the transaction value cannot be used.',
      },
      {
        method: 'identical',
        outcome: 'applies',
        why: 'Identical goods were exported at about the same time; of the two values the lowest, USD 11.50 a pair, is used.',
      },
    ],
    cites: ['CMTA Sec. 701 (conditions)', 'CMTA Sec. 702', 'WTO Valuation Agreement Arts. 1 and 2'],
  },
  {
    id: 'consignment',
    title: 'Goods on consignment',
    facts: [
      'A foreign artisan sends handwoven rugs to a Makati gallery on consignment: the gallery pays only for what it sells.',
      'No identical or similar rugs were exported to the Philippines at about that time.',
      'Within 60 days of importation the gallery sells most of the rugs, in their imported condition, to unrelated buyers at a known unit price.',
      'The importer has not asked for any change in the order of the methods.',
    ],
    method: 'deductive',
    ladder: [
      {
        method: 'transaction',
        outcome: 'fails',
        why: 'A consignment is not a sale for export, so there is no transaction value.',
      },
      {
        method: 'identical',
        outcome: 'fails',
        why: 'No identical goods were exported at about the same time.',
      },
      {method: 'similar', outcome: 'fails', why: 'No similar goods either.'},
      {
        method: 'deductive',
        outcome: 'applies',
        why: 'The goods were resold in the Philippines, unprocessed, to unrelated buyers within 90 days: start from that unit price and deduct commissions or profit and general expenses, local transport and insurance, and Philippine duties and taxes.',
      },
    ],
    cites: ['CMTA Sec. 700', 'CMTA Sec. 704', 'WTO Valuation Agreement Art. 5'],
  },
  {
    id: 'swap-works',
    title: 'Computed value first, at the importer’s request',
    facts: [
      'A Philippine company imports custom-built kiosks from an affiliated maker in Shenzhen; the price was shown to be influenced by the relationship and no test value exists.',
      'No identical or similar kiosks have ever been exported to the Philippines.',
      'The kiosks are resold locally, and the importer asks in writing that computed value be tried before deductive value.',
      'The maker hands over its costs of materials and fabrication, its usual profit and general expenses, and the freight and insurance figures.',
    ],
    method: 'computed',
    ladder: [
      {method: 'transaction', outcome: 'fails', why: 'Related parties, price influenced, no test value.'},
      {method: 'identical', outcome: 'fails', why: 'No identical goods.'},
      {method: 'similar', outcome: 'fails', why: 'No similar goods.'},
      {
        method: 'deductive',
        outcome: 'skipped',
        why: 'Set aside for now: at the importer’s request, Method 5 is tried before Method 4.',
      },
      {
        method: 'computed',
        outcome: 'applies',
        why: 'The importer asked that Method 5 go before Method 4, and the producer supplied the data, so the computed value is used.',
      },
    ],
    cites: [
      'CMTA Sec. 700 (importer may reverse Methods 4 and 5)',
      'CMTA Sec. 705',
      'WTO Valuation Agreement Arts. 4 and 6',
    ],
  },
  {
    id: 'swap-fails',
    title: 'The swap that did not work',
    facts: [
      'Same kiosks, same request to try computed value first.',
      'This time the maker refuses to show its cost records, and no one abroad can be made to produce them.',
      'The kiosks are resold in the Philippines to unrelated buyers within a month of importation.',
    ],
    method: 'deductive',
    ladder: [
      {method: 'transaction', outcome: 'fails', why: 'Related parties, price influenced, no test value.'},
      {method: 'identical', outcome: 'fails', why: 'No identical goods.'},
      {method: 'similar', outcome: 'fails', why: 'No similar goods.'},
      {
        method: 'computed',
        outcome: 'fails',
        why: 'Tried first at the importer’s request, but the cost data cannot be had (Sec. 705: no one abroad can be compelled to produce records).',
      },
      {
        method: 'deductive',
        outcome: 'applies',
        why: 'When the reversed Method 5 fails, the law goes back to Method 4, not on to Method 6.',
      },
    ],
    cites: ['CMTA Sec. 700', 'CMTA Secs. 704-705', 'WTO Valuation Agreement Art. 4'],
  },
  {
    id: 'fallback',
    title: 'When every method fails',
    facts: [
      'A one-off shipment of salvaged ship fittings arrives as a gift to a local museum; it is never resold.',
      'No identical or similar goods were exported to the Philippines, and the producer no longer exists, so no cost data can be had.',
      "An examiner suggests using the fittings' selling price in the exporting country's home market.",
    ],
    method: 'fallback',
    ladder: [
      {method: 'transaction', outcome: 'fails', why: 'A gift is not a sale for export.'},
      {method: 'identical', outcome: 'fails', why: 'No identical goods.'},
      {method: 'similar', outcome: 'fails', why: 'No similar goods.'},
      {method: 'deductive', outcome: 'fails', why: 'The goods are not resold in the Philippines.'},
      {method: 'computed', outcome: 'fails', why: 'No production cost data can be had.'},
      {
        method: 'fallback',
        outcome: 'applies',
        why: "Any reasonable means consistent with the rules, using data available in the Philippines. The examiner's idea is one of the forbidden bases: the price on the exporting country's home market cannot be used.",
      },
    ],
    cites: ['CMTA Sec. 700', 'CMTA Sec. 706 (forbidden bases)', 'WTO Valuation Agreement Art. 7'],
  },
];

export function findDrill(id: string): ValuationDrill | undefined {
  return VALUATION_DRILLS.find((d) => d.id === id);
}

/** The transaction value in the case's currency: the price plus every cost that goes in. */
export function drillValue(drill: ValuationDrill): string | null {
  const t = drill.transaction;
  if (!t) {
    return null;
  }
  let total: Dec = dec(t.price);
  for (const item of t.items) {
    if (item.include) {
      total = add(total, dec(item.amount));
    }
  }
  return toAmountString(total);
}

export interface DrillAnswer {
  method: ValuationMethod | null;
  /** Ids of the cost items the candidate includes. */
  included: readonly string[];
  /** The dutiable value typed, in the case's currency (optional). */
  value?: string;
}

export type ItemVerdict = 'correct' | 'wronglyIncluded' | 'wronglyLeftOut';

export interface DrillResult {
  method: 'correct' | 'wrong' | 'missing';
  /** One verdict per cost item, in the drill's order (empty when Method 1 does not apply). */
  items: {id: string; verdict: ItemVerdict}[];
  value: 'correct' | 'wrong' | 'missing' | 'notAsked';
  /** True when every part asked is correct. */
  allCorrect: boolean;
}

const CENT = dec('0.01');

function readAmount(text: string): Dec | null {
  return parseDecimal(text.replace(/^\s*[A-Za-z]{3}\s*/, '').replace(/\s+/g, ''));
}

/** Marks an answer: the method, each cost item, and the value (exact to the cent). */
export function checkDrill(drill: ValuationDrill, answer: DrillAnswer): DrillResult {
  const method = answer.method === null ? 'missing' : answer.method === drill.method ? 'correct' : 'wrong';
  const chosen = new Set(answer.included);
  const items = (drill.transaction?.items ?? []).map((item) => {
    const picked = chosen.has(item.id);
    const verdict: ItemVerdict =
      picked === item.include ? 'correct' : picked ? 'wronglyIncluded' : 'wronglyLeftOut';
    return {id: item.id, verdict};
  });
  let value: DrillResult['value'] = 'notAsked';
  const expected = drillValue(drill);
  if (expected !== null) {
    const typed = answer.value?.trim() ?? '';
    if (typed === '') {
      value = 'missing';
    } else {
      const d = readAmount(typed);
      if (!d) {
        value = 'wrong';
      } else {
        const diff = sub(d, dec(expected));
        const abs = diff.v < 0n ? {v: -diff.v, s: diff.s} : diff;
        value = cmp(abs, CENT) < 0 ? 'correct' : 'wrong';
      }
    }
  }
  const allCorrect =
    method === 'correct' &&
    items.every((i) => i.verdict === 'correct') &&
    (value === 'correct' || value === 'notAsked');
  return {method, items, value, allCorrect};
}

/** The worked value as text, e.g. "12,000.00 + 600.00 + 900.00 + 120.00 = USD 13,620.00". */
export function drillValueWorking(drill: ValuationDrill): string | null {
  const t = drill.transaction;
  const value = drillValue(drill);
  if (!t || value === null) {
    return null;
  }
  const parts = [t.price, ...t.items.filter((i) => i.include).map((i) => i.amount)].map((a) =>
    formatMoney(dec(a)),
  );
  return `${parts.join(' + ')} = ${t.currency} ${formatMoney(dec(value))}`;
}

/**
 * The ladder drill: the candidate puts the six methods in the order of
 * CMTA Sec. 700. Returns, per position, whether the method there is right.
 * (The importer's right to swap Methods 4 and 5 is an exception to this
 * normal order, not another correct answer.)
 */
export function checkOrder(order: readonly (ValuationMethod | null)[]): boolean[] {
  return VALUATION_METHODS.map((method, i) => order[i] === method);
}
