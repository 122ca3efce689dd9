/** Test stand-in for `@docusaurus/useBaseUrl`: a site served at baseUrl '/'. */
export default function useBaseUrl(url: string): string {
  return url;
}
