import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The link text of the fallback page, per locale (the page is static HTML, outside React's translate()). */
const LINK_TEXT: Readonly<Record<string, string>> = {
  en: 'Open the reviewer',
  fil: 'Buksan ang reviewer',
};

/**
 * `/docs` (and `/fil/docs`) lead to the reviewer's first page. The docs plugin
 * has no page at its base path, so after each locale's build this writes
 * `docs/index.html`: a meta refresh (no script, so the CSP needs no new hash)
 * with a plain link for the rare browser that ignores it.
 */
export default function docsHomePlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const firstDoc = (rawOptions as {readonly firstDoc?: unknown} | null)?.firstDoc;
  if (typeof firstDoc !== 'string' || firstDoc === '') {
    throw new Error('docs-home plugin: give the first doc\'s id as `firstDoc`.');
  }
  return {
    name: 'docs-home-redirect',
    async postBuild({outDir}) {
      const {baseUrl, i18n} = context;
      // The site's icon, so the browser does not ask for /favicon.ico (a 404) while the refresh runs.
      const favicon = context.siteConfig.favicon ?? 'img/favicon.svg';
      const target = `${baseUrl}docs/${firstDoc}`;
      const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
      const text = LINK_TEXT[i18n.currentLocale] ?? LINK_TEXT.en;
      const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${context.siteConfig.url}${target}">
<meta name="robots" content="noindex">
<link rel="icon" href="${baseUrl}${favicon}">
<title>${text}</title></head>
<body><p><a href="${target}">${text}</a></p></body></html>
`;
      await fs.promises.mkdir(path.join(outDir, 'docs'), {recursive: true});
      await fs.promises.writeFile(path.join(outDir, 'docs', 'index.html'), html);
    },
  };
}
