/**
 * What the client reads of the build's data files: site-relative URLs (with
 * baseUrl) by bank and by HS part. plugins/data-files writes it; the site
 * reads it through ./dataFiles.
 */
export interface DataFileMap {
  /** `"<subject>/<slug>"` -> URL of the topic's free bank. */
  readonly banks: Readonly<Record<string, string>>;
  /** `"<subject>/<slug>"` -> how many questions the topic's free bank holds (the quiz setup offers no more). */
  readonly bankSizes: Readonly<Record<string, number>>;
  /** The readiness model's item index: what it needs of every free item (src/features/quiz/readiness). */
  readonly readiness: string;
  readonly hs: {
    readonly index: string;
    readonly overviews: string;
    /** Roman section number -> URL of its chunk. */
    readonly sections: Readonly<Record<string, string>>;
  };
}
