import {isGlobalStyle} from './index';

const chunk = (initial: boolean, name?: string) => ({name, canBeInitial: () => initial});
const graph = (...chunks: ReturnType<typeof chunk>[]) => ({chunkGraph: {getModuleChunks: () => chunks}});

describe('isGlobalStyle', () => {
  it('keeps in styles.css the CSS of the first-load bundle and of route chunks', () => {
    expect(isGlobalStyle({}, graph(chunk(true)))).toBe(true);
    expect(isGlobalStyle({}, graph(chunk(false, '95d1e59c')))).toBe(true);
    expect(isGlobalStyle({}, graph(chunk(false), chunk(false, '95d1e59c')))).toBe(true);
  });

  it('leaves CSS reached only through lazy imports with its chunks', () => {
    expect(isGlobalStyle({}, graph(chunk(false), chunk(false)))).toBe(false);
  });

  it('keeps the stock behaviour without a chunk graph', () => {
    expect(isGlobalStyle({}, undefined)).toBe(true);
  });
});
