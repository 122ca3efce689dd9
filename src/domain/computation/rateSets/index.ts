import cao022024 from './cao-02-2024';
import cao22001 from './cao-2-2001';
import type {RateSet} from './types';

export type {Confidence, ContainerSize, FeeBracket, RateSet, RateSource} from './types';

/** Every rate set the engine knows, newest first. Add a new CAO here as a new data file. */
export const RATE_SETS: readonly RateSet[] = [cao022024, cao22001];

/** The set used when a shipment names none. */
export const DEFAULT_RATE_SET_ID = 'cao-02-2024';

export function findRateSet(id: string): RateSet | undefined {
  return RATE_SETS.find((set) => set.id === id);
}
