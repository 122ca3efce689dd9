/**
 * How practice problems are drawn: the scenario data (ports, goods, rates,
 * currency ranges) and the helpers that pick amounts, rates and containers
 * from a seeded random source. practice.ts builds each level's problem from these.
 */
import {dec, formatMoney} from '../../lib/decimal';
import type {Rng} from '../../lib/random';
import type {ShipmentInput} from './types';
import scenarios from '../../../data/computation/practice-scenarios.json';
import type {PracticeScenarios} from './practiceScenarioSchema';

/** Ports, goods, duty rates and peso ranges the problems are drawn from (data/computation/practice-scenarios.json). */
const SCENARIOS = scenarios as PracticeScenarios;
const CURRENCIES = SCENARIOS.currencies;
export const {
  seaOrigins: SEA_ORIGINS,
  airOrigins: AIR_ORIGINS,
  seaGoods: SEA_GOODS,
  airGoods: AIR_GOODS,
  dangerousGoods: DANGEROUS_GOODS,
  dutyRates: DUTY_RATES,
} = SCENARIOS;

function scaled(n: number, places: number): string {
  const s = String(n).padStart(places + 1, '0');
  return places === 0 ? s : `${s.slice(0, s.length - places)}.${s.slice(s.length - places)}`;
}

export function currencyRanges(currency: string): (typeof CURRENCIES)[string] {
  const c = CURRENCIES[currency];
  if (!c) {
    throw new Error(`No practice ranges for ${currency}`);
  }
  return c;
}

export function exchangeRate(rng: Rng, currency: string): string {
  const c = currencyRanges(currency);
  return scaled(rng.int(c.min, c.max), c.places);
}

/** A whole-unit amount between min and max in `step`s. Whole units keep 2%/4% insurance exact to the cent. */
export function wholeAmount(rng: Rng, min: number, max: number, step: number): bigint {
  return BigInt(rng.int(Math.ceil(min / step), Math.floor(max / step))) * BigInt(step);
}

/** `pctNum`/`pctDen` of a whole amount, rounded half up to whole units. */
export function share(amount: bigint, pctNum: number, pctDen: number): bigint {
  const n = amount * BigInt(pctNum);
  const d = BigInt(pctDen);
  return (n * 2n + d) / (2n * d);
}

export function asMoney(units: bigint): string {
  return `${units.toString()}.00`;
}

export function show(currency: string, amount: string): string {
  return `${currency} ${formatMoney(dec(amount))}`;
}

export function containerText(rows: readonly {size: string; count: number}[]): string {
  const total = rows.reduce((n, r) => n + r.count, 0);
  return `${rows.map((r) => `${r.count} × ${r.size}-ft`).join(' and ')} container${total === 1 ? '' : 's'}`;
}

/** Rounds a whole amount half up to a multiple of `unit`. */
export function roundToUnit(amount: bigint, unit: bigint): bigint {
  return ((amount * 2n + unit) / (2n * unit)) * unit;
}

export function pickContainers(rng: Rng, maxRows: number): {size: '20' | '40' | '45'; count: number}[] {
  const sizes: ('20' | '40' | '45')[] = ['20', '40', '45'];
  const rows = rng.int(1, maxRows);
  const out: {size: '20' | '40' | '45'; count: number}[] = [];
  for (let i = 0; i < rows; i += 1) {
    const [size] = sizes.splice(rng.int(0, sizes.length - 1), 1);
    if (size !== undefined) {
      out.push({size, count: rng.int(1, maxRows === 1 ? 2 : 3)});
    }
  }
  return out;
}

export interface Draft {
  title: string;
  facts: string[];
  input: ShipmentInput;
}
