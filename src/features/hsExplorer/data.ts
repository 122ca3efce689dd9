/**
 * Loads the HS 2022 data the explorer reads (data/hs, derived by scripts/hs-data.mjs
 * from the public-domain nomenclature): a small index of sections and
 * chapters, and one chunk per section, each a static file (plugins/data-files)
 * fetched on first use.
 */
import {DATA_FILES, fetchDataFile} from '@site/src/config/dataFiles';
import type {HsIndex, HsSection, SectionOverview} from '@site/src/domain/hs';

export {sectionOf, type HsIndex, type HsSection, type SectionOverview} from '@site/src/domain/hs';

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
