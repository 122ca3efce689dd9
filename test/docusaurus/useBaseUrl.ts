/** Test stand-in for `@docusaurus/useBaseUrl`: the site's baseUrl is '/' in tests. */
export default function useBaseUrl(url: string): string {
  return url;
}
