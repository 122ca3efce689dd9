// @ts-check
/**
 * Feature boundaries (README "Layers"): a file in src/features/<a>/ may use
 * another feature only through that feature's public index
 * (`src/features/<b>` or `src/features/<b>/index`), and no non-test file in
 * src/ may import test code (the test/ folder, *.test.* files or testing helpers).
 */
import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

/**
 * Where an import points, as an absolute path (null for packages).
 * @param {string} source
 * @param {string} file
 * @param {string} root
 */
function resolveSource(source, file, root) {
  if (source.startsWith('@site/')) return path.join(root, source.slice('@site/'.length));
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  return null;
}

/** @param {string} abs @returns {{name: string, rest: string} | null} */
function featureOf(abs) {
  const i = abs.indexOf(FEATURES);
  if (i === -1) return null;
  const [name = '', ...rest] = abs.slice(i + FEATURES.length).split(path.sep);
  return {name, rest: rest.join('/')};
}

/** @param {string} file */
function isTestFile(file) {
  return /\.test\.[cm]?[jt]sx?$/.test(file) || /[/\\]testing\.[jt]sx?$/.test(file);
}

/** @param {string} abs @param {string} root */
function isTestCode(abs, root) {
  const rel = path.relative(root, abs).split(path.sep).join('/');
  return rel.startsWith('test/') || isTestFile(abs) || /(^|\/)testing$/.test(rel);
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {description: 'Use other features only through their public index; keep test code out of src.'},
    schema: [{type: 'object', properties: {root: {type: 'string'}}, additionalProperties: false}],
    messages: {
      deep: "Import '{{feature}}' through its public index ('@site/src/features/{{feature}}'), not '{{source}}'.",
      testCode: "'{{source}}' is test code: src/ files other than tests may not import it.",
    },
  },
  create(context) {
    const file = context.filename;
    const root = /** @type {{root?: string}} */ (context.options[0] ?? {}).root ?? context.cwd;
    const own = featureOf(file);
    const testFile = isTestFile(file);

    /** @param {import('estree').Node} node @param {unknown} value */
    function check(node, value) {
      if (typeof value !== 'string') return;
      const abs = resolveSource(value, file, root);
      if (!abs) return;
      if (!testFile && isTestCode(abs, root)) {
        context.report({node, messageId: 'testCode', data: {source: value}});
        return;
      }
      const target = featureOf(abs);
      if (!target || target.name === own?.name) return;
      if (target.rest === '' || /^index(\.[jt]sx?)?$/.test(target.rest)) return;
      context.report({node, messageId: 'deep', data: {feature: target.name, source: value}});
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default {rules: {'feature-boundaries': rule}};
