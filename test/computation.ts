/**
 * Random shipments for property tests and the benchmark (seeded, so runs repeat).
 * Not used by the site.
 */
import {createRng, type Rng} from '@site/src/lib/random';
import {RATE_SETS} from '../src/domain/computation';
import type {ContainerRow, ShipmentInput} from '../src/domain/computation';

function decimalString(rng: Rng, maxWhole: number, places: number): string {
  const whole = rng.int(0, maxWhole);
  if (places === 0) {
    return String(whole);
  }
  const frac = String(rng.int(0, 10 ** places - 1)).padStart(places, '0');
  return `${whole}.${frac}`;
}

export function randomShipment(rng: Rng): ShipmentInput {
  const mode = rng.chance(2, 3) ? 'sea' : 'air';
  const containers: ContainerRow[] = [];
  if (mode === 'sea') {
    const rows = rng.int(0, 3);
    for (let i = 0; i < rows; i += 1) {
      containers.push({size: rng.pick(['20', '40', '45'] as const), count: rng.int(1, 5)});
    }
  }
  const input: ShipmentInput = {
    mode,
    entry: rng.chance(1, 4) ? 'informal' : 'formal',
    currency: rng.pick(['USD', 'EUR', 'JPY', 'CNY']),
    exchangeRate: `${rng.int(0, 70)}.${String(rng.int(1, 9999)).padStart(4, '0')}`,
    fob: `${rng.int(1, 2_000_000)}.${String(rng.int(0, 99)).padStart(2, '0')}`,
    freight: decimalString(rng, 200_000, 2),
    dutyRate: rng.pick(['0', '1', '3', '5', '7', '10', '15', '20', '30', '40', '65', '0.5', '12.75']),
    dangerousCargo: rng.chance(1, 5),
    letterOfCredit: rng.chance(1, 2),
    containers,
    rateSet: rng.pick(RATE_SETS).id,
  };
  if (rng.chance(1, 5)) {
    // Mixed currencies: freight in another currency with its own rate.
    input.freightCurrency = rng.pick(['USD', 'EUR', 'JPY', 'CNY', 'PHP'].filter((c) => c !== input.currency));
    input.freightExchangeRate =
      input.freightCurrency === 'PHP'
        ? '1'
        : `${rng.int(0, 70)}.${String(rng.int(1, 9999)).padStart(4, '0')}`;
  }
  if (rng.chance(1, 2)) {
    input.insurance = decimalString(rng, 50_000, 2);
  }
  if (rng.chance(1, 3)) {
    input.exciseTax = decimalString(rng, 1_000_000, 2);
  }
  return input;
}

/** A value that must be present in a test (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) {
    throw new Error(`Expected ${what}`);
  }
  return value;
}

export function randomShipments(seed: string, count: number): ShipmentInput[] {
  const rng = createRng(seed);
  return Array.from({length: count}, () => randomShipment(rng));
}
