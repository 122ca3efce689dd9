import type {Page} from '@playwright/test';

interface AxeResult {
  readonly violations: {readonly id: string; readonly impact: string | null; readonly nodes: unknown[]}[];
}

/**
 * Runs axe-core in the page (optionally inside `include`, a CSS selector) and
 * returns its violations as "rule (node count)", serious and critical ones only
 * unless `allImpacts` is set.
 */
export async function axeViolations(
  page: Page,
  {include, allImpacts = false}: {readonly include?: string; readonly allImpacts?: boolean} = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({path: require.resolve('axe-core/axe.min.js')});
  }
  return page.evaluate(
    async ({selector, all}) => {
      const axe = (window as unknown as {axe: {run: (c: unknown) => Promise<AxeResult>}}).axe;
      const result = await axe.run(selector ? {include: [[selector]]} : document);
      return result.violations
        .filter((v) => all || v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.nodes.length})`);
    },
    {selector: include, all: allImpacts},
  );
}
