import {axeViolations} from './axe';
import {ADMIN, FREE, PNG, badge, signIn} from './demo';
import {test, expect, openHydrated, type Page} from './fixtures';

/**
 * Issue 30 (part A) where it was seen: signing in on a 360 px phone, /payment on a phone, the account menu
 * at 1280 px, the premium video page, Filipino pages, the 404 page; and issue 25's over-long sign-up email.
 */

const PHONE = {viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true};
const DESKTOP = {viewport: {width: 1280, height: 800}};

async function openIn(page: Page, url: string, mode: 'light' | 'dark'): Promise<void> {
  const join = url.includes('?') ? '&' : '?';
  await openHydrated(page, `${url}${join}docusaurus-theme=${mode}`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

async function expectTapTarget(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  expect(box.height, 'tap target height').toBeGreaterThanOrEqual(44);
  expect(box.x + box.width, 'inside the screen').toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test.describe('signing in on a 360 px phone', () => {
  test.use(PHONE);

  test('a guest signs in from the navbar, then goes back to the page they were on with one tap', async ({page}) => {
    await openHydrated(page, '/docs/tariff-basics');
    await expect(badge(page)).toHaveText(/Guest/);
    const login = page.locator('.navbar__inner').getByRole('link', {name: 'Login'});
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', '/login?redirect=/');
    await expectTapTarget(page, login);
    await login.tap();
    await expect(page).toHaveURL(/\/login\?redirect=\/$/);

    // Fill in fills the email AND the password: no "Enter your password" follows.
    await page.getByRole('button', {name: `Fill in ${FREE}`}).tap();
    await expect(page.getByLabel('Email')).toHaveValue(FREE);
    await expect(page.getByLabel('Password')).not.toHaveValue('');
    await page.locator('form').getByRole('button', {name: 'Sign in'}).tap();

    await expect(page).toHaveURL(/\/$/);
    await expect(badge(page)).toHaveText(/Free/);
    await expect(page.getByRole('status').filter({hasText: 'You are signed in.'})).toBeVisible();
    const back = page.getByRole('link', {name: 'Back to the page you were on'});
    await expectTapTarget(page, back);
    await back.tap();
    await expect(page).toHaveURL(/\/docs\/tariff-basics$/);
    // Shown once: the page it led back to does not repeat it.
    await expect(page.getByText('You are signed in.')).toHaveCount(0);
  });

  test('after creating an account, the page they land on says it worked', async ({page}) => {
    await openHydrated(page, '/login?redirect=/');
    await page.getByRole('button', {name: 'Create an account'}).tap();
    await page.getByLabel('Email').fill(`phone-${Date.now()}@example.com`);
    await page.getByLabel('Password', {exact: true}).fill('a-good-password');
    await page.getByLabel('Confirm password').fill('a-good-password');
    await page.locator('form').getByRole('button', {name: 'Create an account'}).tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account is created and you are signed in.')).toBeVisible();
    await expect(badge(page)).toHaveText(/Free/);
    await page.getByRole('button', {name: 'Dismiss this message'}).tap();
    await expect(page.getByText('Your account is created and you are signed in.')).toHaveCount(0);
  });

  test('a 100,000-character email is refused with a clear message, and nothing typed is lost', async ({page}) => {
    await openHydrated(page, '/login?redirect=/');
    await page.getByRole('button', {name: 'Create an account'}).tap();
    const long = `${'x'.repeat(100_000)}@example.com`;
    await page.getByLabel('Email').fill(long);
    await page.getByLabel('Password', {exact: true}).fill('a-good-password');
    await page.getByLabel('Confirm password').fill('a-good-password');
    await page.locator('form').getByRole('button', {name: 'Create an account'}).tap();
    await expect(page.getByText(/An email address has at most 254 characters/)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(await page.getByLabel('Email').inputValue()).toBe(long);
    await expect(page.getByLabel('Password', {exact: true})).toHaveValue('a-good-password');
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('/payment on a 360 px phone, dark mode', () => {
  test.use({...PHONE, colorScheme: 'dark'});

  test('copy the account number, pick a receipt on a big button, and land on the review heading', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, FREE, '/payment');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    const copy = page.getByRole('button', {name: 'Copy number'});
    await expectTapTarget(page, copy);
    await copy.tap();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    const number = await page.locator('dd').filter({has: copy}).locator('span').first().innerText();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);

    await page.getByLabel('Reference number').fill('1234567890123');
    const receipt = page.getByLabel('Receipt');
    const picker = page.getByText('Choose a receipt file');
    await expect(picker).toBeVisible();
    const box = await page.locator('div', {has: receipt}).last().boundingBox();
    expect(box?.height ?? 0, 'the picker is a big target').toBeGreaterThanOrEqual(44);
    await receipt.setInputFiles({name: 'my-gcash-receipt.png', mimeType: 'image/png', buffer: PNG});
    await expect(page.getByText('my-gcash-receipt.png')).toBeVisible();
    await expect(page.getByRole('img', {name: 'Preview of your receipt'})).toBeVisible();

    const submit = page.getByRole('button', {name: 'Submit payment for review'});
    await submit.scrollIntoViewIfNeeded();
    await submit.tap();
    const heading = page.getByRole('heading', {name: 'Your payment is under review'});
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the account menu at 1280 px', () => {
  test.use(DESKTOP);

  test('an admin reads Admin, not Free, and the menu has the links a signed-in person needs', async ({page}) => {
    await signIn(page, ADMIN, '/');
    await expect(badge(page)).toHaveText(/Admin/);
    await expect(badge(page)).not.toHaveText(/Free/);
    await page.getByRole('button', {name: 'Account'}).click();
    const menu = page.locator('.navbar .dropdown__menu');
    await expect(menu.getByText(ADMIN)).toBeVisible();
    for (const [name, href] of [
      ['Admin', '/admin'],
      ['Premium status', '/premium'],
      ['Payment', '/payment'],
      ['Quizzes and progress', '/quizzes'],
      ['Diagnostic test', '/docs/diagnostic-test'],
      ['Mock board', '/docs/mockboard'],
    ] as const) {
      await expect(menu.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
    expect(await axeViolations(page, {include: '.navbar'})).toEqual([]);
    await menu.getByRole('link', {name: 'Admin', exact: true}).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a free account has no Admin link and its badge reads Free', async ({page}) => {
    await signIn(page, FREE, '/');
    await expect(badge(page)).toHaveText(/Free/);
    await page.getByRole('button', {name: 'Account'}).click();
    const menu = page.locator('.navbar .dropdown__menu');
    await expect(menu.getByRole('link', {name: 'Payment', exact: true})).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Admin', exact: true})).toHaveCount(0);
  });
});

test.describe('the premium video page on a 360 px phone', () => {
  test.use(PHONE);

  test('says the video is a short sample, and puts the captions on the top line, clear of the printed text', async ({
    page,
  }) => {
    await signIn(page, 'premium@demo.phcustoms.test', '/docs/video-premium-how-to-answer-CBLE');
    const main = page.locator('article');
    await expect(main.getByText(/The video is a short sample, under a minute long/)).toBeVisible();
    await expect(main.getByText(/lesson is in four parts/)).toHaveCount(0);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', /^blob:/);
    await expect(page.getByText(/^Length 0:5\d, with English captions\.$/)).toBeVisible();
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => {
          const cues = Array.from(v.textTracks[0]?.cues ?? []) as VTTCue[];
          return cues.length > 0 && cues.every((c) => c.line === 0);
        }),
      )
      .toBe(true);
  });
});

test.describe('Filipino pages on a 360 px phone', () => {
  test.use(PHONE);

  test('an English page in /fil/ says so, and the sidebar, table of contents and banner are in Filipino', async ({
    page,
  }) => {
    await openHydrated(page, '/fil/docs/CMTA-highlights');
    await expect(page.getByText('Nasa Ingles ang pahinang ito: hindi pa ito naisasalin.')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Sa pahinang ito'})).toBeVisible();
    await expect(page.getByText('ang mga account at bayad ay nakatago lamang sa browser na ito')).toBeVisible();
    await page.getByRole('button', {name: /navigation bar|Toggle navigation/i}).tap();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Pagsisimula'})).toBeAttached();
  });

  test('the Filipino sign-in page translates Forgot password?', async ({page}) => {
    await openHydrated(page, '/fil/login');
    await expect(page.getByRole('button', {name: 'Nakalimutan ang password?'})).toBeVisible();
  });
});

/** The server answers a missing page with status 404, which Chromium logs as a console error. */
const NOT_FOUND_STATUS = [/status of 404/];

test.describe('the 404 page on a 360 px phone', () => {
  test.use({...PHONE, allowedConsoleErrors: NOT_FOUND_STATUS});

  for (const url of ['/no-such-page', '/docs/no-such-doc']) {
    test(`${url}: helpful text, a search, links back and a tab title`, async ({page}) => {
      await openHydrated(page, url);
      await expect(page).toHaveTitle(/Page Not Found/);
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      await expect(page.getByText(/There is no page at/)).toBeVisible();
      await expect(page.getByText(/contact the owner of the site/)).toHaveCount(0);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', {name: /The reviewer/})).toHaveAttribute('href', '/docs/intro');
      await expect(main.getByRole('link', {name: /Quizzes/})).toHaveAttribute('href', '/quizzes');
      await main.getByRole('button', {name: 'Search the reviewer'}).tap();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }
});

// axe on every page changed here, in both colour modes.
for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe in ${mode} mode`, () => {
    for (const url of ['/login', '/no-such-page', '/fil/docs/CMTA-highlights', '/docs/video-premium-how-to-answer-CBLE']) {
      test.describe(url, () => {
        if (url === '/no-such-page') test.use({allowedConsoleErrors: NOT_FOUND_STATUS});
        test('has no serious or critical violation', async ({page}) => {
          await openIn(page, url, mode);
          await page.waitForLoadState('networkidle');
          expect(await axeViolations(page)).toEqual([]);
        });
      });
    }

    test('/payment, signed in, with the account menu open, after the sign-in notice', async ({page}) => {
      await openIn(page, '/docs/intro', mode);
      await page.locator('.navbar__inner').getByRole('link', {name: 'Login'}).click();
      await page.getByLabel('Email').fill(FREE);
      await page.getByRole('button', {name: `Fill in ${FREE}`}).click();
      await page.locator('form').getByRole('button', {name: 'Sign in'}).click();
      await expect(page.getByRole('link', {name: 'Back to the page you were on'})).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await axeViolations(page)).toEqual([]);
      await openIn(page, '/payment', mode);
      await expect(page.getByRole('button', {name: 'Copy number'})).toBeVisible();
      await page.getByRole('button', {name: 'Account'}).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
