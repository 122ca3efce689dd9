import {CAO_1_2001_BROKERAGE} from './cao-1-2001-brokerage';
import type {RateSet} from './types';

/**
 * The older rate set many reviewer handouts still use: the CAO 2-2001 import
 * processing fee table and the ₱280 documentary stamps (2018 to mid-2024).
 * Brokerage, bank charge, arrastre and wharfage are the same conventions as the
 * current set. Figures from facts.md §3.
 */
const cao22001: RateSet = {
  id: 'cao-2-2001',
  name: 'Older reviewers (CAO 2-2001 IPF, ₱280 stamps)',
  effectiveDate: '2001-06-08',
  description:
    'Use to check answers in older reviewer handouts: import processing fee under CAO 2-2001 and ₱280 documentary stamps (the reviewer figure for 2018 to mid-2024). Replaced by CAO 02-2024 from 10 June 2024.',
  sources: [
    {
      item: 'Import processing fee (IPF) table',
      issuance: 'CAO 2-2001 (effective 8 June 2001 per CMO 11-2001)',
      confidence: 'CONFIRMED-PRIMARY',
    },
    {
      item: 'Documentary stamps ₱280 for BOC and BIR',
      issuance: 'Reviewer figure (reviewers cite CMO 30-2019 or CAO 1-94)',
      confidence: 'CONFIRMED-SECONDARY',
      note: 'Reviewers used ₱280 from 2018 until mid-2024 (customs fee ₱250 plus BIR DST ₱30).',
    },
    {
      item: 'Brokerage fee table (formal ₱1,300 to ₱5,300; informal ₱700)',
      issuance: 'CAO 1-2001 (effective 8 June 2001 per CMO 11-2001)',
      confidence: 'CONFIRMED-PRIMARY',
      note: 'Brackets up to ₱200,000 read in the order. Informal ₱700 is CONFIRMED-SECONDARY.',
    },
    {
      item: 'Brokerage fee on the value over ₱200,000: 1/8 of 1% (0.125%)',
      issuance: 'CAO 1-2001',
      confidence: 'CONFLICT',
      note: 'The available copy of the order is garbled; one summary reads 3/8 of 1%. Every CBLE reviewer uses 1/8 of 1%, so this set uses 0.125%.',
    },
    {
      item: 'Bank charge 0.125% of dutiable value when paid by letter of credit',
      issuance: 'BOC assessment convention used in CBLE reviewers',
      confidence: 'CONFIRMED-SECONDARY',
    },
    {
      item: 'Insurance not stated: 2% of FOB/FCA (general cargo), 4% (dangerous cargo)',
      issuance: 'CMO 22-2007',
      confidence: 'CONFIRMED-SECONDARY',
    },
    {
      item: "Arrastre, FCL import: 20' ₱3,727; 40' ₱8,551; 45' ₱8,551",
      issuance: 'Reviewer table (2013 Manila tariff; reviewers cite CMO 7-2014)',
      confidence: 'CONFIRMED-SECONDARY',
    },
    {
      item: "Wharfage, containerized import: 20' ₱519.35; 40' ₱779.05; 45' ₱916.50",
      issuance: 'PPA wharfage tariff as mirrored by reviewers',
      confidence: 'CONFIRMED-SECONDARY',
    },
    {
      item: 'Informal entry: CDS ₱15 and no import processing fee',
      issuance: 'CAO 08-2014',
      confidence: 'CONFLICT',
      note: 'CAO 08-2014 sets ₱15; the BOC calculator now shows ₱30. This older set follows the order.',
    },
    {item: 'VAT 12%', issuance: 'NIRC Sec. 107(A)', confidence: 'CONFIRMED-PRIMARY'},
  ],

  vatPercent: '12',
  bankChargePercent: '0.125',
  defaultInsurancePercent: {general: '2', dangerous: '4'},

  brokerage: CAO_1_2001_BROKERAGE,

  importProcessing: {
    issuance: 'CAO 2-2001',
    formalBrackets: [
      {upTo: '250000', fee: '250'},
      {upTo: '500000', fee: '500'},
      {upTo: '750000', fee: '750'},
      {upTo: null, fee: '1000'},
    ],
    informalFee: '0',
    informalIssuance: 'CAO 08-2014',
  },

  documentaryStamps: {
    formal: [{label: 'CDS and BIR DST', amount: '280'}],
    formalIssuance: 'reviewer figure, 2018 to mid-2024',
    informal: [{label: 'CDS', amount: '15'}],
    informalIssuance: 'CAO 08-2014',
  },

  arrastre: {
    issuance: 'reviewer table, 2013 Manila tariff',
    perContainer: {'20': '3727.00', '40': '8551.00', '45': '8551.00'},
  },
  wharfage: {
    issuance: 'PPA tariff',
    perContainer: {'20': '519.35', '40': '779.05', '45': '916.50'},
  },
};

export default cao22001;
