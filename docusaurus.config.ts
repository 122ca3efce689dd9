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
import docsHomePlugin from './plugins/docs-home';

// This runs in Node.js: no client-side code (browser APIs, JSX) here.

// Firebase settings come from the environment (or a .env file; see .env.example).
if (fs.existsSync('.env')) process.loadEnvFile('.env');
const siteEnv = readSiteEnv(process.env);

/** Shown while the site runs on the local backend, so nobody mistakes it for the real service. */
const localModeBar = {
  id: 'local-demo-mode',
  content:
    'Local demo mode: accounts and payments are stored in this browser only. <a href="/login">Try the demo accounts</a>.',
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
    {type: 'search', position: 'right'},
    {type: 'custom-accountStatus', position: 'right'},
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

  customFields: {siteEnv},

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
    // The backend is a build-time constant, so a Firebase build holds no local adapter or premium data.
    [backendChoicePlugin, {backend: siteEnv.backend}],
    // Premium markdown is imported as text by the local adapter (rendered at run time, never built as a page).
    rawTextPlugin,
    // /docs has no page of its own: it leads to the reviewer's first page (issue 16).
    [docsHomePlugin, {firstDoc: 'intro'}],
  ],

  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: blogOptions,
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
