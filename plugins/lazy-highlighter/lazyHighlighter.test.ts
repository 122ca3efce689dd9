import fs from 'node:fs';
import {createRequire} from 'node:module';
import {EMPTY_CLIENT_MODULE, PRISM_CLIENT_MODULE} from './index';

const require = createRequire(import.meta.url);

describe('lazy highlighter', () => {
  it('replaces the classic theme client module that loads Prism on every page', () => {
    const clientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
    expect(fs.readFileSync(clientModule, 'utf8')).toContain("from 'prism-react-renderer'");
    expect(PRISM_CLIENT_MODULE.test(clientModule)).toBe(true);
    // Docusaurus lists it without the extension in its generated client-modules.js.
    expect(PRISM_CLIENT_MODULE.test(clientModule.replace(/\.js$/, ''))).toBe(true);
  });

  it('leaves the theme component that sets up additional languages (the code block chunk runs it)', () => {
    const component = require.resolve('@docusaurus/theme-classic/lib/theme/prism-include-languages');
    expect(PRISM_CLIENT_MODULE.test(component)).toBe(false);
  });

  it('puts an empty module in its place', () => {
    expect(fs.readFileSync(EMPTY_CLIENT_MODULE, 'utf8')).not.toMatch(/\bimport\b|\brequire\(/);
  });
});
