/**
 * The HS 2022 data the explorer reads (data/hs, derived by scripts/hs-data.mjs
 * from the public-domain nomenclature): a small index of sections and
 * chapters, and one chunk per section, each a static file (plugins/data-files)
 * fetched on first use.
 */
import {DATA_FILES, fetchDataFile} from '@site/src/config/dataFiles';

export interface HsLine {
  readonly code: string;
  readonly desc: string;
}
export interface HsHeading extends HsLine {
  readonly subs: readonly HsLine[];
}
export interface HsChapter extends HsLine {
  readonly headings: readonly HsHeading[];
}
export interface HsSection {
  readonly section: string;
  readonly name: string;
  readonly chapters: readonly HsChapter[];
}
export interface HsIndex {
  readonly source: string;
  readonly sections: readonly {
    readonly section: string;
    readonly name: string;
    readonly chapters: readonly HsLine[];
  }[];
}
export interface SectionOverview {
  readonly covers: string;
  readonly traps: readonly string[];
}

export const loadIndex = (): Promise<HsIndex> => fetchDataFile<HsIndex>(DATA_FILES.hs.index);

export const loadOverviews = (): Promise<Readonly<Record<string, SectionOverview>>> =>
  fetchDataFile<Record<string, SectionOverview>>(DATA_FILES.hs.overviews);

const sections = new Map<string, Promise<HsSection>>();

/** One section's chunk, fetched once per page; a failed download is tried again on the next call. */
export function loadSection(roman: string): Promise<HsSection> {
  let loading = sections.get(roman);
  if (!loading) {
    loading = fetchDataFile<HsSection>(DATA_FILES.hs.sections[roman]);
    loading.catch(() => sections.delete(roman));
    sections.set(roman, loading);
  }
  return loading;
}

/** The section of a code, from the index's chapter lists; null for a code of no chapter. */
export function sectionOf(index: HsIndex, code: string): string | null {
  const chapter = code.slice(0, 2);
  return index.sections.find((s) => s.chapters.some((c) => c.code === chapter))?.section ?? null;
}
