// @ts-check
/**
 * The import boundaries (README "Layers"), checked by `npm run lint` over the
 * whole repository: src, plugins, scripts, e2e, test, the site configs and,
 * through scripts/check-mdx-imports.mjs, the imports of the MDX docs.
 * Each rule has a test that plants a violation: test/repo/boundaries.test.ts.
 */
const path = require('node:path');

/** Test code: the test/ tree, e2e specs, *.test.* files and `testing` helpers. */
const TEST_CODE = ['^test/', '^e2e/', '\\.test\\.[cm]?[jt]sx?$', '(^|/)testing\\.[cm]?[jt]sx?$'];

/** The layers of src/, lowest first; each may import only itself and those below it (tests may reach anywhere). */
const LAYERS = {
  lib: '^src/lib/',
  domain: '^src/domain/',
  shared: '^src/(components|backend|config)/',
  features: '^src/features/',
  routes: '^src/(pages|theme)/',
};

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const layerRules = [
  {
    name: 'layer-lib',
    comment: 'src/lib is the lowest layer: it imports nothing else of src/.',
    severity: 'error',
    from: {path: LAYERS.lib, pathNot: TEST_CODE},
    to: {path: '^src/', pathNot: LAYERS.lib},
  },
  {
    name: 'layer-domain',
    comment: 'src/domain is pure: it imports only lib/ and itself (no UI, no backend, no config).',
    severity: 'error',
    from: {path: LAYERS.domain, pathNot: TEST_CODE},
    to: {path: '^src/', pathNot: [LAYERS.lib, LAYERS.domain]},
  },
  {
    name: 'layer-shared',
    comment: 'components/, backend/ and config/ never import a feature, a page or a theme file.',
    severity: 'error',
    from: {path: LAYERS.shared, pathNot: TEST_CODE},
    to: {path: [LAYERS.features, LAYERS.routes]},
  },
  {
    name: 'layer-features',
    comment: 'A feature never imports a page or a theme file (those compose features, not the reverse).',
    severity: 'error',
    from: {path: LAYERS.features, pathNot: TEST_CODE},
    to: {path: LAYERS.routes},
  },
  {
    name: 'layer-build',
    comment: 'The site code (src/) never imports build code (plugins/, scripts/) or the site configs.',
    severity: 'error',
    from: {path: '^src/', pathNot: TEST_CODE},
    to: {path: ['^plugins/', '^scripts/', '^docusaurus\\.config\\.ts$', '^sidebars\\.ts$']},
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'feature-index-only',
      comment:
        'Outside src/features/<f>/ a feature is used through its index (src/features/<f>/index.ts) only: ' +
        'from other features, pages, theme, plugins, scripts, e2e, test and the docs alike.',
      severity: 'error',
      from: {path: '^src/features/([^/]+)/'},
      to: {
        path: '^src/features/[^/]+/.+',
        pathNot: ['^src/features/[^/]+/index\\.tsx?$', '^src/features/$1/'],
      },
    },
    {
      // The rule above cannot say "from outside the feature" for a `from` outside src/features,
      // because `$1` refers to the `from` match: this one covers every importer outside features/.
      name: 'feature-index-only-outside',
      severity: 'error',
      from: {pathNot: '^src/features/'},
      to: {path: '^src/features/[^/]+/.+', pathNot: '^src/features/[^/]+/index\\.tsx?$'},
    },
    {
      name: 'domain-relative-imports',
      comment:
        'src/domain and src/lib import by relative path, not `@site/`: the build loads them in Node ' +
        '(docusaurus.config.ts -> plugins -> src/domain) where no `@site` alias exists.',
      severity: 'error',
      from: {path: [LAYERS.lib, LAYERS.domain], pathNot: TEST_CODE},
      to: {dependencyTypes: ['aliased-tsconfig']},
    },
    {
      name: 'no-circular',
      comment:
        'No import cycle, type-only imports included (tsPreCompilationDeps). One exemption: a swizzled ' +
        "theme component's `import type {Props} from '@theme/X'` inside src/theme/X, the Docusaurus convention " +
        "for the theme's declared props; the bundler erases it, and only a `@theme/` alias (resolved through " +
        'scripts/lib/docusaurusAliases.cjs, so typed aliased-webpack) can close such a loop.',
      severity: 'error',
      from: {},
      to: {circular: true, viaOnly: {dependencyTypesNot: ['aliased-webpack']}},
    },
    {
      name: 'no-test-code-in-production',
      comment:
        'Site, plugin, script and config code never imports test code (test/, e2e/, *.test.*, testing.ts).',
      severity: 'error',
      // The benchmarks (scripts/bench-*.mjs) are measuring harnesses like the tests: they may use test generators.
      from: {pathNot: [...TEST_CODE, '^scripts/bench-']},
      to: {path: TEST_CODE},
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'Every import resolves. `@generated/...` is written by Docusaurus at build time (.docusaurus/), ' +
        'so it is exempt; everything else Docusaurus aliases is resolved through the aliases below.',
      severity: 'error',
      from: {},
      to: {couldNotResolve: true, pathNot: '^@generated/'},
    },
    {
      name: 'no-undeclared-package',
      comment: 'Every package imported is declared in package.json (knip finds the unused ones).',
      severity: 'error',
      from: {},
      to: {dependencyTypes: ['npm-no-pkg', 'npm-unknown']},
    },
  ],
  options: {
    doNotFollow: {path: ['node_modules']},
    exclude: {
      path: [
        '^build',
        '^\\.docusaurus/',
        '^node_modules/',
        '^test-results/',
        '^playwright-report/',
        '^coverage/',
        '^test/fixtures/',
      ],
    },
    tsPreCompilationDeps: true,
    detectJSDocImports: true,
    // scripts load TypeScript modules through loadTs('@site/...') (scripts/lib/loadTs.mjs).
    exoticRequireStrings: ['loadTs'],
    tsConfig: {fileName: 'tsconfig.json'},
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.d.ts', '.json'],
    },
    // Docusaurus's module aliases, resolved to what the bundler resolves them to.
    webpackConfig: {fileName: path.join(__dirname, 'scripts/lib/docusaurusAliases.cjs')},
    reporterOptions: {text: {highlightFocused: true}},
  },
};
