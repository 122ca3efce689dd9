import {CAO_1_2001_BROKERAGE} from './cao-1-2001-brokerage';
import type {RateSet} from './types';

/**
 * The current rate set and the engine's default: CAO 02-2024 import processing
 * charge and documentary stamps, CAO 1-2001 brokerage fees, and the arrastre
 * and wharfage figures CBLE reviewers use. Every figure is from
 * facts.md §3 (see the `sources` list for the confidence of each).
 */
const cao022024: RateSet = {
  id: 'cao-02-2024',
  name: 'Current (CAO 02-2024 IPC and stamps)',
  effectiveDate: '2024-06-10',
  description:
    'Use for assessments lodged from 10 June 2024: import processing charge and documentary stamps under CAO 02-2024, brokerage fee under CAO 1-2001, arrastre and wharfage from the reviewer table.',
  sources: [
    {
      item: 'Import processing charge (IPC) table; CDS ₱100 + BIR DST ₱30',
      issuance: 'CAO 02-2024 (effective 10 June 2024)',
      confidence: 'CONFIRMED-SECONDARY',
      note: 'Read in a news report quoting the rates, not in the order itself. CAO 02-2025 (effective 15 June 2025) refines how the IPC is computed; its details were not found.',
    },
    {
      item: 'Brokerage fee table (formal ₱1,300 to ₱5,300; informal ₱700)',
      issuance: 'CAO 1-2001 (effective 8 June 2001 per CMO 11-2001)',
      confidence: 'CONFIRMED-PRIMARY',
      note: 'Brackets up to ₱200,000 read in the order. Informal ₱700 is CONFIRMED-SECONDARY (summaries and the BOC calculator).',
    },
    {
      item: 'Brokerage fee on the value over ₱200,000: 1/8 of 1% (0.125%)',
      issuance: 'CAO 1-2001',
      confidence: 'CONFLICT',
      note: 'The available copy of the order is garbled; one summary reads 3/8 of 1%. Every CBLE reviewer uses 1/8 of 1%, as did the earlier orders, so this set uses 0.125%.',
    },
    {
      item: 'Bank charge 0.125% of dutiable value when paid by letter of credit',
      issuance: 'BOC assessment convention used in CBLE reviewers',
      confidence: 'CONFIRMED-SECONDARY',
      note: 'No legal basis was found for the rate; it is the exam convention.',
    },
    {
      item: 'Insurance not stated: 2% of FOB/FCA (general cargo), 4% (dangerous cargo)',
      issuance: 'CMO 22-2007; BOC informal-entry calculator',
      confidence: 'CONFIRMED-PRIMARY',
    },
    {
      item: "Arrastre, FCL import: 20' ₱3,727; 40' ₱8,551; 45' ₱8,551",
      issuance: 'Reviewer table (2013 Manila tariff; reviewers cite CMO 7-2014)',
      confidence: 'CONFIRMED-SECONDARY',
      note: 'Exam convention. Actual PPA tariffs are higher since 2022.',
    },
    {
      item: "Wharfage, containerized import: 20' ₱519.35; 40' ₱779.05; 45' ₱916.50",
      issuance: 'PPA wharfage tariff as mirrored by reviewers',
      confidence: 'CONFIRMED-SECONDARY',
    },
    {
      item: 'Informal entry documentary stamp ₱30',
      issuance: 'BOC informal-entry calculator (customs.gov.ph)',
      confidence: 'CONFLICT',
      note: 'CAO 08-2014 sets a ₱15 CDS for informal entries; the BOC calculator shows ₱30. This set follows the BOC calculator, the current official tool.',
    },
    {
      item: 'Informal entries: no import processing fee/charge',
      issuance: 'CAO 08-2014',
      confidence: 'CONFIRMED-PRIMARY',
    },
    {item: 'VAT 12%', issuance: 'NIRC Sec. 107(A)', confidence: 'CONFIRMED-PRIMARY'},
  ],

  vatPercent: '12',
  bankChargePercent: '0.125',
  defaultInsurancePercent: {general: '2', dangerous: '4'},

  brokerage: CAO_1_2001_BROKERAGE,

  importProcessing: {
    issuance: 'CAO 02-2024',
    formalBrackets: [
      {upTo: '25000', fee: '250'},
      {upTo: '50000', fee: '500'},
      {upTo: '250000', fee: '750'},
      {upTo: '500000', fee: '1000'},
      {upTo: '750000', fee: '1500'},
      {upTo: null, fee: '2000'},
    ],
    informalFee: '0',
    informalIssuance: 'CAO 08-2014',
  },

  documentaryStamps: {
    formal: [
      {label: 'CDS', amount: '100'},
      {label: 'BIR DST', amount: '30'},
    ],
    formalIssuance: 'CAO 02-2024',
    informal: [{label: 'CDS', amount: '30'}],
    informalIssuance: 'BOC informal-entry calculator',
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

export default cao022024;
