import {test as base, expect} from '@playwright/test';

/**
 * Every browser test fails on a console error or an uncaught page error
 * (STYLE.md §18). Tests that expect one (e.g. the premium lookup failure)
 * list the message in `allowedConsoleErrors`.
 */
export const test = base.extend<{allowedConsoleErrors: RegExp[]; consoleErrors: string[]}>({
  allowedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !allowedConsoleErrors.some((re) => re.test(msg.text()))) {
          errors.push(msg.text());
        }
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
export type {Page} from '@playwright/test';
