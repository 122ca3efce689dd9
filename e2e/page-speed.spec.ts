import {test, expect, openHydrated, type Page} from './fixtures';
import {answerTutor} from './quizPage';

/**
 * Issue 30, speed of the heavier pages: /quizzes and the HS code practice page
 * keep their layout on a 360 px phone while they hydrate and their data
 * arrives (Lighthouse measured CLS 0.043 on /quizzes), and a first visit to
 * /quizzes does not download the decoder of stored progress (zod), which it
 * has nothing to decode with.
 */
const PHONE = {width: 360, height: 740};

/** Starts summing layout shifts not caused by input from the page's first moment (before any script runs). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {__shift: number; __shifts: string[]};
    w.__shift = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {node?: Node | null}[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        const what = (entry.sources ?? []).map((s) => {
          const node = s.node;
          if (!(node instanceof Element)) return String(node?.nodeName);
          const where = node.className || `in ${node.parentElement?.className ?? '?'}`;
          return `${node.tagName.toLowerCase()} ${where} "${(node.textContent ?? '').slice(0, 40)}"`;
        });
        w.__shifts.push(`${entry.value.toFixed(4)} ${what.join(', ')}`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The layout shift so far, and what moved (for the failure message). */
async function layoutShift(page: Page): Promise<{total: number; moved: string[]}> {
  return page.evaluate(() => {
    const w = window as unknown as {__shift: number; __shifts: string[]};
    return {total: w.__shift, moved: w.__shifts};
  });
}

/** Waits until every part of /quizzes that loads after the page has drawn its final state. */
async function hubSettled(page: Page): Promise<void> {
  const stand = page.getByRole('region', {name: 'Where I stand'});
  await expect(page.getByRole('status').filter({hasText: 'Loading your progress'})).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(stand.getByText('Working out where you stand…')).toHaveCount(0, {timeout: 20_000});
  await expect(page.getByRole('region', {name: 'Today'}).getByText(/due for review now\./)).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForTimeout(500); // a frame or two for anything still to be drawn
}

/** The JavaScript files the page has downloaded so far. */
async function scripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/assets/js/')),
  );
}

test.describe('no layout shift on a 360 px phone', () => {
  test.use({viewport: PHONE});

  test('/quizzes, first visit: nothing moves, and no decoder is downloaded', async ({page}) => {
    await watchLayoutShift(page);
    await page.goto('/quizzes');
    await hubSettled(page);
    const {total, moved} = await layoutShift(page);
    expect(total, `layout shift on /quizzes; moved: ${moved.join(' | ')}`).toBeLessThan(0.01);

    // zod's bundle holds its error-map names; none of the page's scripts may carry it.
    const bodies = await page.evaluate(
      async (urls) => Promise.all(urls.map(async (u) => (await fetch(u)).text())),
      await scripts(page),
    );
    expect(bodies.length).toBeGreaterThan(2);
    expect(bodies.filter((b) => b.includes('ZodError')).length, 'scripts with zod in them').toBe(0);
  });

  test('/quizzes with attempts in this browser: nothing moves while they load', async ({page}) => {
    test.setTimeout(90_000);
    await openHydrated(page, '/docs/quiz?subject=1&count=5&start=1');
    for (let i = 1; i <= 5; i += 1) {
      await expect(page.getByRole('heading', {name: `Question ${i} of 5`})).toBeVisible();
      await answerTutor(page, i % 2 === 1);
      await page.getByRole('button', {name: i < 5 ? 'Next question' : 'See my results'}).click();
    }
    await expect(page.getByRole('heading', {name: /^Results/})).toBeVisible();

    await watchLayoutShift(page);
    await page.goto('/quizzes');
    await hubSettled(page);
    await expect(page.getByRole('heading', {name: 'Recent attempts'})).toBeVisible();
    const {total, moved} = await layoutShift(page);
    expect(total, `layout shift on /quizzes; moved: ${moved.join(' | ')}`).toBeLessThan(0.01);
  });

  test('/docs/hs-code-practice: nothing moves while it hydrates', async ({page}) => {
    await watchLayoutShift(page);
    await openHydrated(page, '/docs/hs-code-practice');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('HS Code Practice');
    await page.waitForTimeout(1500); // past the first idle moments
    const {total, moved} = await layoutShift(page);
    expect(total, `layout shift on the HS page; moved: ${moved.join(' | ')}`).toBeLessThan(0.01);
  });

  test('/docs/hs-code-practice: opened at a code in the explorer, then read to the end, nothing jumps', async ({
    page,
  }) => {
    // The line opened stays in view while the page settles, and reading on to the end moves no text.
    await watchLayoutShift(page);
    await page.goto('/docs/hs-code-practice?hs=847130');
    const line = page.locator('[aria-current="true"]');
    await expect(line).toBeFocused();
    await page.waitForTimeout(1000);
    await expect(line).toBeInViewport();
    const atEnd = () =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    for (let i = 0; i < 120 && !(await atEnd()); i += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await page.waitForTimeout(500);
    const {total, moved} = await layoutShift(page);
    expect(total, `layout shift on the HS page; moved: ${moved.join(' | ')}`).toBeLessThan(0.01);
  });
});
