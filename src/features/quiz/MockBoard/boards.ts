import type {AttemptKind} from '@site/src/backend/types';

/**
 * The two mock boards. Both take the same number of items from each subject
 * (the CBLE weighs the four subjects 25% each: domain/facts.md §1.3). The real
 * exam's item counts and time allowance are not confirmed by our sources, so
 * the time here is this reviewer's yardstick: 90 seconds per item.
 */
export interface BoardSpec {
  readonly key: 'mock-mini' | 'mock-full';
  readonly kind: AttemptKind;
  readonly perSubject: number;
  readonly tier: 'free' | 'premium';
}

export const SECONDS_PER_ITEM = 90;

export const MINI_BOARD: BoardSpec = {key: 'mock-mini', kind: 'mock-mini', perSubject: 5, tier: 'free'};
export const FULL_BOARD: BoardSpec = {key: 'mock-full', kind: 'mock-full', perSubject: 25, tier: 'premium'};

export const itemsOf = (board: BoardSpec): number => board.perSubject * 4;
export const timeLimitMsOf = (board: BoardSpec): number => itemsOf(board) * SECONDS_PER_ITEM * 1000;
