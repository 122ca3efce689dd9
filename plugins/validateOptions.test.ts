import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import backendChoicePlugin from './backend-choice';
import docsHomePlugin from './docs-home';
import quizBanksPlugin from './quiz-banks';

/** What Docusaurus does with a plugin's options before it calls the plugin. */
function check(
  plugin: {validateOptions: <T, U>(data: OptionValidationContext<T, U>) => U},
  options: unknown,
) {
  return plugin.validateOptions({validate: normalizePluginOptions as never, options});
}

describe('plugin options, validated as Docusaurus does', () => {
  it('accept what docusaurus.config.ts gives, with the plugin id Docusaurus adds', () => {
    expect(check(docsHomePlugin, {firstDoc: 'intro'})).toEqual({id: 'default', firstDoc: 'intro'});
    expect(
      check(backendChoicePlugin, {backend: 'firebase', useEmulators: false, projectId: 'p'}),
    ).toMatchObject({
      backend: 'firebase',
      projectId: 'p',
    });
    expect(check(quizBanksPlugin, {})).toEqual({id: 'default'});
    expect(check(quizBanksPlugin, {premiumDir: 'none'})).toMatchObject({premiumDir: 'none'});
  });

  it('refuse a missing or wrong option, naming it', () => {
    expect(() => check(docsHomePlugin, {})).toThrow(/"firstDoc" is required/);
    expect(() => check(docsHomePlugin, {firstDoc: ''})).toThrow(/"firstDoc" is not allowed to be empty/);
    expect(() => check(backendChoicePlugin, {backend: 'mysql'})).toThrow(
      /"backend" must be one of \[local, firebase\]/,
    );
    expect(() => check(quizBanksPlugin, {freeDir: 3})).toThrow(/"freeDir" must be a string/);
  });

  it('refuse an option no plugin has (a typo)', () => {
    expect(() => check(docsHomePlugin, {firstDoc: 'intro', firstdoc: 'x'})).toThrow(
      /"firstdoc" is not allowed/,
    );
    expect(() => check(quizBanksPlugin, {premiumDirs: 'x'})).toThrow(/"premiumDirs" is not allowed/);
  });
});
