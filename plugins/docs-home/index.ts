import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../validateOptions';

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
export interface DocsHomeOptions {
  /** The id of the reviewer's first doc, e.g. `intro`. */
  readonly firstDoc: string;
}

const OPTIONS_SCHEMA = Joi.object<DocsHomeOptions>({firstDoc: Joi.string().required()});

export default function docsHomePlugin(context: LoadContext, options: unknown): Plugin {
  // Checked by docsHomePlugin.validateOptions before Docusaurus calls the plugin.
  const {firstDoc} = options as DocsHomeOptions;
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

/** Docusaurus checks the options before the plugin runs: `firstDoc` is a non-empty string. */
docsHomePlugin.validateOptions = validateWith(OPTIONS_SCHEMA);
