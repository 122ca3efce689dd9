// @ts-check
import {afterEach, describe, expect, it, vi} from 'vitest';
import {intFlag, parseCli} from './cli.mjs';

/** process.exit, made to throw so the test sees the code instead of ending. */
function trapExit() {
  return vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
}

describe('parseCli', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads known flags and positionals', () => {
    const {values, positionals} = parseCli({
      usage: 'Usage: x',
      options: {check: {type: 'boolean'}, port: {type: 'string'}},
      positionals: true,
      argv: ['--check', '--port', '3220', '/docs/intro'],
    });
    expect(values).toMatchObject({check: true, port: '3220'});
    expect(positionals).toEqual(['/docs/intro']);
  });

  it('refuses an unknown flag with the usage and exit code 2', () => {
    trapExit();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      parseCli({usage: 'Usage: x [--check]', options: {check: {type: 'boolean'}}, argv: ['--chek']}),
    ).toThrow('exit 2');
    expect(error.mock.calls[0]?.[0]).toMatch(/--chek[\s\S]*Usage: x \[--check\]/);
  });

  it('refuses a bare argument where none is allowed, and a flag missing its value', () => {
    trapExit();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => parseCli({usage: 'u', argv: ['stray']})).toThrow('exit 2');
    expect(() => parseCli({usage: 'u', options: {port: {type: 'string'}}, argv: ['--port']})).toThrow(
      'exit 2',
    );
  });

  it('prints the usage on --help and -h and exits 0', () => {
    trapExit();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(() => parseCli({usage: 'Usage: y', argv: ['--help']})).toThrow('exit 0');
    expect(() => parseCli({usage: 'Usage: y', argv: ['-h']})).toThrow('exit 0');
    expect(log).toHaveBeenCalledWith('Usage: y');
  });
});

describe('intFlag', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the fallback when absent and the number when whole and large enough', () => {
    expect(intFlag(undefined, '--runs', 3)).toBe(3);
    expect(intFlag('12', '--runs', 3)).toBe(12);
  });

  it('refuses a fraction, a word or a number below the minimum', () => {
    trapExit();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const raw of ['1.5', 'ten', '0']) expect(() => intFlag(raw, '--runs', 3)).toThrow('exit 2');
  });
});
