/**
 * The site's runtime settings, as the client sees them. Built once at config
 * time by `readSiteEnv` (src/config/readSiteEnv.ts) and passed through
 * `customFields.siteEnv`. This module holds types and the client accessor
 * only, so no validation library lands in the browser bundle.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly storageBucket: string;
  readonly appId: string;
  readonly messagingSenderId?: string;
}

export type SiteEnv =
  | {readonly backend: 'local'}
  | {readonly backend: 'firebase'; readonly firebase: FirebaseWebConfig; readonly useEmulators: boolean};

/** The typed site settings, read from the Docusaurus site config. */
export function useSiteEnv(): SiteEnv {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.siteEnv as SiteEnv;
}
