/** The offline pack the build writes for each locale and "Save the whole reviewer" downloads (plugins/offline). */
export interface OfflinePack {
  /** Changes whenever a file of the pack changes. */
  readonly version: string;
  /** Bytes to download (gzip), summed over `urls`. */
  readonly downloadBytes: number;
  readonly urls: readonly string[];
  /** The build's runtime bundle, which names the build for the service worker's index; null when none. */
  readonly runtime: string | null;
}
