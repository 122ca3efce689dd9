// @ts-check
/**
 * Command-line flags for the scripts, on Node's own `util.parseArgs`: strict
 * (an unknown flag or a missing value is an error, not silently ignored), with
 * `--help` / `-h` built in. On a usage error it prints the message and the
 * usage to stderr and exits 2; on `--help` it prints the usage and exits 0.
 */
import {parseArgs} from 'node:util';

/** @typedef {Record<string, {type: 'string' | 'boolean', short?: string}>} Options */
/**
 * What `parseCli` returns: each declared flag as a string or a boolean (absent when not given).
 * @template {Options} O
 * @typedef {{values: {[K in keyof O]?: O[K]['type'] extends 'string' ? string : boolean}, positionals: string[]}} Parsed
 */

/**
 * @template {Options} O
 * @param {{usage: string, options?: O, positionals?: boolean, argv?: string[]}} spec
 *   `usage`: the help text (first line `Usage: ...`); `positionals`: whether bare
 *   arguments are allowed; `argv`: the arguments (default `process.argv.slice(2)`).
 * @returns {Parsed<O>}
 */
export function parseCli({usage, options, positionals = false, argv = process.argv.slice(2)}) {
  /** @type {import('node:util').ParseArgsConfig['options']} */
  const all = {...options, help: {type: 'boolean', short: 'h'}};
  /** @type {{values: Record<string, unknown>, positionals: string[]}} */
  let parsed;
  try {
    parsed = parseArgs({args: argv, strict: true, allowPositionals: positionals, options: all});
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${message}\n\n${usage}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  const {help: _help, ...values} = parsed.values;
  return /** @type {Parsed<O>} */ (/** @type {unknown} */ ({values, positionals: parsed.positionals}));
}

/**
 * A flag's value as a whole number of at least `min`, or a usage error (exit 2).
 * @param {string | undefined} raw @param {string} name @param {number} fallback @param {number} [min]
 */
export function intFlag(raw, name, fallback, min = 1) {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`${name} must be a whole number of at least ${min} (got "${raw}").`);
    process.exit(2);
  }
  return n;
}
