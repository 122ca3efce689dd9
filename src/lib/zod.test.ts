// @vitest-environment node
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as zod from 'zod';
import {z} from './zod';

const src = path.resolve(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((d) =>
    d.isDirectory() ? files(path.join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [path.join(dir, d.name)] : [],
  );
}

describe('zod for the site', () => {
  it('is configured jitless, so it never tries new Function (forbidden by the CSP)', () => {
    expect(z).toBe(zod);
    expect(zod.config().jitless).toBe(true);
  });

  it('is the only way site code imports zod', () => {
    const direct = files(src)
      .filter((f) => !f.endsWith(`${path.sep}lib${path.sep}zod.ts`) && !/\.test\.tsx?$/.test(f))
      .filter((f) => /from 'zod'/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(src, f));
    expect(direct).toEqual([]);
  });
});
