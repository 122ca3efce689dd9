/** Test stand-in for `@docusaurus/useDocusaurusContext`: a local-backend site. */
export const testSiteConfig = {
  title: 'PH Customs Scholar',
  customFields: {siteEnv: {backend: 'local'}},
};

export default function useDocusaurusContext(): {siteConfig: typeof testSiteConfig; i18n: {currentLocale: string}} {
  return {siteConfig: testSiteConfig, i18n: {currentLocale: 'en'}};
}
