import type {RateSet} from './types';

/**
 * The brokerage fee table of CAO 1-2001 (effective 8 June 2001 per CMO 11-2001),
 * which both rate sets apply: one table, so a correction reaches every set.
 */
export const CAO_1_2001_BROKERAGE: RateSet['brokerage'] = {
  issuance: 'CAO 1-2001',
  formalBrackets: [
    {upTo: '10000', fee: '1300'},
    {upTo: '20000', fee: '2000'},
    {upTo: '30000', fee: '2700'},
    {upTo: '40000', fee: '3300'},
    {upTo: '50000', fee: '3600'},
    {upTo: '60000', fee: '4000'},
    {upTo: '100000', fee: '4700'},
    {upTo: '200000', fee: '5300'},
  ],
  formalExcess: {threshold: '200000', base: '5300', excessPercent: '0.125'},
  informalFee: '700',
};
