import {PRACTICE_LEVELS, type PracticeLevel} from '@site/src/domain/computation';

/** Which problem is on screen: the seed picks it, the level sets its difficulty. */
export interface ProblemId {
  seed: string;
  level: PracticeLevel;
}

const SEED_RE = /^[\w-]{1,40}$/;

function isLevel(value: string | null): value is PracticeLevel {
  return value !== null && (PRACTICE_LEVELS as readonly string[]).includes(value);
}

/** A short random seed for a new problem (it picks the problem, never an amount). */
export function newSeed(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(36))
    .join('')
    .slice(0, 8);
}

/** Puts the seed and level in the address bar so the problem can be shared and reloads the same. */
export function writeUrl(seed: string, level: PracticeLevel): void {
  const params = new URLSearchParams(window.location.search);
  if (params.get('seed') === seed && params.get('level') === level) {
    return;
  }
  params.set('seed', seed);
  params.set('level', level);
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}?${params.toString()}${window.location.hash}`,
  );
}

/** The problem named in the query string, or a new one at the named (or basic) level. */
export function fromSearch(search: string): ProblemId {
  const params = new URLSearchParams(search);
  const level = params.get('level');
  const seed = params.get('seed');
  return {
    level: isLevel(level) ? level : 'basic',
    seed: seed !== null && SEED_RE.test(seed) ? seed : newSeed(),
  };
}

/** The address of this problem: the page with ?seed=...&level=... (other keys kept) and the anchor. */
export function problemUrl(seed: string, level: PracticeLevel, shareAnchor?: string): string {
  const params = new URLSearchParams(window.location.search);
  params.set('seed', seed);
  params.set('level', level);
  const hash = shareAnchor ? `#${shareAnchor}` : window.location.hash;
  return `${window.location.origin}${window.location.pathname}?${params.toString()}${hash}`;
}
