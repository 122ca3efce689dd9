/**
 * The HS 2022 data (data/hs, derived by scripts/hs-data.mjs from the
 * public-domain nomenclature): a small index of sections and chapters, and one
 * chunk per section.
 */
export interface HsLine {
  readonly code: string;
  readonly desc: string;
}
interface HsHeading extends HsLine {
  readonly subs: readonly HsLine[];
}
interface HsChapter extends HsLine {
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

/** The section of a code, from the index's chapter lists; null for a code of no chapter. */
export function sectionOf(index: HsIndex, code: string): string | null {
  const chapter = code.slice(0, 2);
  return index.sections.find((s) => s.chapters.some((c) => c.code === chapter))?.section ?? null;
}
