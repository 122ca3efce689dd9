/** Test stand-in for `@docusaurus/router`. */
export const useLocation = (): {pathname: string; search: string; hash: string} => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});
export const useHistory = (): {
  push: (to: string) => void;
  replace: (to: string) => void;
  block: (prompt: string) => () => void;
} => ({
  push: (to) => window.history.pushState(null, '', to),
  replace: (to) => window.history.replaceState(null, '', to),
  // Navigation prompts are not exercised in jsdom; blocking is a no-op here.
  block: () => () => undefined,
});
