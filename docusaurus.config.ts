import fs from 'node:fs';
import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {COPYRIGHT_YEAR, SITE_TAGLINE, SITE_TITLE} from './src/config/brand';
import {DONATION_LINKS} from './src/config/links';
import {readSiteEnv} from './src/config/readSiteEnv';
import searchIndexPlugin from './plugins/search-index';
import quizBanksPlugin from './plugins/quiz-banks';
import backendChoicePlugin from './plugins/backend-choice';
import rawTextPlugin from './plugins/raw-text';
import dataFilesPlugin from './plugins/data-files';
import offlinePlugin from './plugins/offline';
import featureCssPlugin from './plugins/feature-css';
import {isShellFile} from './src/features/offline/cacheRules.mjs';
import docsHomePlugin from './plugins/docs-home';
import lazyHighlighterPlugin from './plugins/lazy-highlighter';

// This runs in Node.js: no client-side code (browser APIs, JSX) here.

// Firebase settings come from the environment (or a .env file; see .env.example).
if (fs.existsSync('.env')) process.loadEnvFile('.env');
const siteEnv = readSiteEnv(process.env);

/**
 * The locale being built: Docusaurus loads this config once per locale with this set. The announcement bar's
 * HTML is not a translatable string, so its Filipino text is chosen here.
 */
const currentLocale = process.env.DOCUSAURUS_CURRENT_LOCALE === 'fil' ? 'fil' : 'en';

const LOCAL_MODE_BAR_CONTENT: Record<typeof currentLocale, string> = {
  en: 'Local demo mode: accounts and payments are stored in this browser only. <a href="/login">Try the demo accounts</a>.',
  fil: 'Local demo mode: ang mga account at bayad ay nakatago lamang sa browser na ito. <a href="/fil/login">Subukan ang mga demo account</a>.',
};

/** Shown while the site runs on the local backend, so nobody mistakes it for the real service. */
const localModeBar = {
  id: 'local-demo-mode',
  content: LOCAL_MODE_BAR_CONTENT[currentLocale],
  backgroundColor: '#fff4d6',
  textColor: '#3d2c00',
  isCloseable: true,
} satisfies Preset.ThemeConfig['announcementBar'];

const docsOptions = {
  sidebarPath: './sidebars.ts',
  // One version only: the current docs, labelled 'Next', served at /docs.
  versions: {current: {label: 'Next'}},
} satisfies Preset.Options['docs'];

const blogOptions = {
  showReadingTime: true,
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All posts',
  feedOptions: {type: ['rss', 'atom'], xslt: true},
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
} satisfies Preset.Options['blog'];

/**
 * Routes that are not public content: the admin area, sign-in and payment
 * (which send a guest away) and the spec's generic /markdown-page (a
 * stand-alone note on page layout that no page links to). They stay out of
 * the sitemap in both locales (issue 17); robots.txt keeps out /admin too.
 */
const NON_PUBLIC_ROUTES = ['/admin', '/admin/**', '/login', '/payment', '/markdown-page'];
const sitemapOptions = {
  ignorePatterns: ['', '/fil'].flatMap((locale) => NON_PUBLIC_ROUTES.map((route) => `${locale}${route}`)),
} satisfies Preset.Options['sitemap'];

/**
 * Offline reading (DESIGN.md §11a) with the Docusaurus PWA plugin: it
 * precaches only the shell (cacheRules.mjs), our worker code caches what a
 * candidate opens, and our registration replaces the plugin's (which loads
 * workbox-window on every first load). 'always': every visitor, not only an
 * installed app, keeps what they read.
 */
const pwaOptions = {
  offlineModeActivationStrategies: ['always'],
  swCustom: require.resolve('./src/features/offline/sw.js'),
  swRegister: require.resolve('./src/features/offline/registerSw.ts'),
  injectManifestConfig: {
    // Hashed files are fetched normally (an HTTP cache hit after the first load), not re-downloaded.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
    manifestTransforms: [
      (entries: readonly {url: string}[]) => ({manifest: entries.filter((e) => isShellFile(e.url)), warnings: []}),
    ],
  },
  pwaHead: [
    {tagName: 'link', rel: 'manifest', href: 'manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: '#0b5ea8'},
    {tagName: 'link', rel: 'apple-touch-icon', href: 'img/icons/icon-192.png'},
  ],
};

const navbar = {
  title: SITE_TITLE,
  hideOnScroll: true,
  logo: {alt: `${SITE_TITLE} logo`, src: 'img/logo.svg', width: 32, height: 32},
  items: [
    {type: 'docSidebar', sidebarId: 'freeTierSidebar', position: 'left', label: 'Reviewer'},
    {to: '/quizzes', label: 'Quizzes', position: 'left'},
    {to: '/blog', label: 'Blog', position: 'left'},
    {to: '/pricing', label: 'Pricing', position: 'left'},
    {type: 'docsVersionDropdown', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {type: 'custom-accountStatus', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Preset.ThemeConfig['navbar'];

const footer = {
  style: 'dark',
  logo: {alt: `${SITE_TITLE} logo`, src: 'img/logo.svg', width: 48, height: 48, href: '/'},
  links: [
    {
      title: 'Reviewer',
      items: [
        {label: 'Getting Started', to: '/docs/intro'},
        {label: 'CMTA highlights', to: '/docs/CMTA-highlights'},
        {label: 'Customs Brokers Act', to: '/docs/CustomsBrokersAct-highlights'},
        {label: 'Practical computation', to: '/docs/practical-computation-reviewer'},
        {label: 'Study offline', to: '/offline'},
      ],
    },
    {
      title: 'Practice',
      items: [
        {label: 'Quizzes', to: '/quizzes'},
        {label: 'Diagnostic test', to: '/docs/diagnostic-test'},
        {label: 'Mock board', to: '/docs/mockboard'},
      ],
    },
    {
      title: 'About',
      items: [
        {label: 'About', to: '/about'},
        {label: 'Blog', to: '/blog'},
        {label: 'Pricing', to: '/pricing'},
        {label: 'Support', to: '/support'},
      ],
    },
    {
      title: 'Support the project',
      items: DONATION_LINKS.map(({label, href}) => ({label, href})),
    },
  ],
  copyright: `Copyright © ${COPYRIGHT_YEAR} ${SITE_TITLE}`,
} satisfies Preset.ThemeConfig['footer'];

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  favicon: 'img/favicon.svg',

  future: {
    v4: true,
    faster: true,
  },

  url: 'https://ph-customs-scholar.web.app',
  baseUrl: '/',

  // SITE_BUILD_LABEL (optional) names a build; e2e/offline-deploy.spec.ts sets it to get two builds
  // whose main bundles differ, as after a deploy.
  customFields: {siteEnv, buildLabel: process.env.SITE_BUILD_LABEL ?? ''},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    // .md files are plain CommonMark; only .mdx files may hold JSX.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fil'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en-PH'},
      fil: {label: 'Filipino', htmlLang: 'fil-PH'},
    },
  },

  plugins: [
    // Writes each locale's search-index.json after the build (DESIGN.md §8).
    searchIndexPlugin,
    // A malformed question bank fails the build, naming the file, question and reason.
    quizBanksPlugin,
    // Free banks and HS data as content-hashed static files, kept out of the runtime chunk map (issue 15).
    dataFilesPlugin,
    // The backend is a build-time constant, so a Firebase build holds no local adapter or premium data.
    [
      backendChoicePlugin,
      siteEnv.backend === 'firebase'
        ? {backend: 'firebase', useEmulators: siteEnv.useEmulators, projectId: siteEnv.firebase.projectId}
        : {backend: 'local'},
    ],
    // Premium markdown is imported as text by the local adapter (rendered at run time, never built as a page).
    rawTextPlugin,
    // Styles of lazily loaded features load with them, not in the global stylesheet.
    featureCssPlugin,
    // The code highlighter loads with the first code block, not in every page's main.js.
    lazyHighlighterPlugin,
    // The web app manifest and the "save the whole reviewer" pack; before the PWA plugin, which globs the output.
    offlinePlugin,
    ['@docusaurus/plugin-pwa', pwaOptions],
    // /docs has no page of its own: it leads to the reviewer's first page (issue 16).
    [docsHomePlugin, {firstDoc: 'intro'}],
  ],

  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: blogOptions,
        sitemap: sitemapOptions,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // The toggle cycles system -> light -> dark (spec §4); 'system' follows the device's setting.
      respectPrefersColorScheme: true,
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    ...(siteEnv.backend === 'local' ? {announcementBar: localModeBar} : {}),
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    navbar,
    footer,
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
  } satisfies Preset.ThemeConfig,
};

export default config;
