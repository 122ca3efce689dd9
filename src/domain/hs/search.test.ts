// @vitest-environment node
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {HsSection} from './types';
import {allLines, codeQuery, queryReadings, searchLines} from './search';
import {codeFromLocation} from './location';

const root = path.resolve(import.meta.dirname, '../../..');
const section = (roman: string): HsSection =>
  JSON.parse(readFileSync(path.join(root, `data/hs/sections/${roman}.json`), 'utf8')) as HsSection;
const lines = allLines(['IV', 'XVI', 'XVII'].map(section));

describe('HS search', () => {
  it('reads codes typed with or without the dot', () => {
    expect(codeQuery('8471')).toBe('8471');
    expect(codeQuery('8471.30')).toBe('847130');
    expect(codeQuery(' 847130 ')).toBe('847130');
    expect(codeQuery('HS 8471.30')).toBe('847130');
    expect(codeQuery('laptop')).toBeNull();
    expect(codeQuery('8')).toBeNull();
  });

  it('puts the heading first for a heading code, then its subheadings', () => {
    const hits = searchLines(lines, '8471');
    expect(hits[0]?.code).toBe('8471');
    expect(hits.slice(1).every((h) => h.code.startsWith('8471') && h.level === 6)).toBe(true);
    expect(searchLines(lines, '8471.30')[0]?.code).toBe('847130');
  });

  it('finds heated tobacco under 2404 through the everyday-name table', () => {
    expect(queryReadings('heated tobacco')).toContainEqual(['inhalation', 'without', 'combustion']);
    const codes = searchLines(lines, 'heated tobacco').map((h) => h.code);
    expect(codes[0]).toBe('2404');
    expect(codes).toContain('240411');
  });

  it('matches words in any order, at word starts, ignoring hyphens', () => {
    const forward = searchLines(lines, 'portable data processing').map((h) => h.code);
    const backward = searchLines(lines, 'processing portable data').map((h) => h.code);
    expect(forward).toContain('847130');
    expect(backward).toEqual(forward);
    expect(searchLines(lines, 'laptop').map((h) => h.code)).toContain('847130');
    expect(searchLines(lines, 'zzzz')).toEqual([]);
  });

  it('reads a deep link', () => {
    expect(codeFromLocation('?hs=847130')).toBe('847130');
    expect(codeFromLocation('?hs=8471.30')).toBe('847130');
    expect(codeFromLocation('?hs=84')).toBe('84');
    expect(codeFromLocation('?hs=84713')).toBeNull();
    expect(codeFromLocation('?hs=<script>')).toBeNull();
  });
});
