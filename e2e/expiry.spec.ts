import {test, expect, type Page} from './fixtures';
import {ADMIN, FREE, PREMIUM, badge, signIn, signOut, submitPayment} from './demo';

/**
 * Premium ends six calendar months after approval (issue 12, item 6), and the
 * admin's review is safe against a record that changes under it (item 5). In
 * local mode, with a clock the test controls.
 */
const START = new Date('2027-03-01T02:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const STORE = 'pcs.localBackend.v1';

/** The date as /premium shows it (long date, Manila time). */
const longDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-PH', {dateStyle: 'long', timeZone: 'Asia/Manila'}).format(date);

async function storedPayment(page: Page, email: string): Promise<Record<string, unknown>> {
  return page.evaluate(
    ([key, who]) => JSON.parse(localStorage.getItem(key) ?? '{}').payments?.[who] ?? {},
    [STORE, email] as const,
  );
}

test('premium ends at the end of access: the badge turns Free then, the material is refused, /premium offers renewal', async ({
  page,
}) => {
  await page.clock.install({time: START});
  await signIn(page, PREMIUM, '/premium');
  await expect(badge(page)).toHaveText(/Premium/);
  // The demo's approval was recorded when its data was made, just after START
  // (the installed clock runs on from START): six calendar months later.
  const until = new Date(String((await storedPayment(page, PREMIUM)).accessUntil));
  const sixMonths = new Date('2027-09-01T02:00:00Z').getTime();
  expect(until.getTime() - sixMonths).toBeGreaterThanOrEqual(0);
  expect(until.getTime() - sixMonths).toBeLessThan(60_000);
  await expect(page.getByText(`Your access runs until ${longDate(until)}.`)).toBeVisible();

  // One minute before the end: still premium. At the end, without a reload: Free.
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(until.getTime() - now - 60_000);
  await expect(badge(page)).toHaveText(/Premium/);
  await page.clock.fastForward(61_000);
  await expect(badge(page)).toHaveText(/Free/);
  await expect(page.getByRole('heading', {name: 'Your premium has ended'})).toBeVisible();
  await expect(page.getByText(`Your access ended on ${longDate(until)}.`)).toBeVisible();

  await page.goto('/docs/premium-reviewer');
  await expect(page.getByText('This part is for premium members. Upgrade to read it.')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Subject 1: Customs law, ethics and practice'})).toHaveCount(0);

  // Renewal: a new proof of payment goes in as pending.
  await page.goto('/premium');
  await page.getByRole('link', {name: 'Renew premium'}).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('radio', {name: 'Maya'}).check();
  await submitPayment(page, 'RN12CD34EF56');
  await expect(badge(page)).toHaveText(/Free/);
});

test('approval records six months of access, shown to the admin and the candidate', async ({page}) => {
  await page.clock.install({time: START});
  await signIn(page, FREE, '/payment');
  await submitPayment(page);
  await signOut(page);
  await page.clock.fastForward(DAY);

  await signIn(page, ADMIN, '/admin');
  const card = page.getByRole('article', {name: FREE});
  await card.getByRole('button', {name: 'Approve'}).click();
  await expect(card.getByText('Approved', {exact: true})).toBeVisible();
  await expect(card.getByText('Premium until')).toBeVisible();
  await signOut(page);

  const approvedAt = new Date(START.getTime() + DAY);
  const until = new Date('2027-09-02T02:00:00Z');
  const stored = await storedPayment(page, FREE);
  // fastForward moves the clock by at least the time asked; the approval took a few seconds more.
  expect(Date.parse(String(stored.accessUntil)) - until.getTime()).toBeGreaterThanOrEqual(0);
  expect(Date.parse(String(stored.accessUntil)) - until.getTime()).toBeLessThan(60_000);
  expect(Date.parse(String(stored.reviewedAt)) - approvedAt.getTime()).toBeLessThan(60_000);
  await signIn(page, FREE, '/premium');
  await expect(badge(page)).toHaveText(/Premium/);
  await expect(page.getByText(`Your access runs until ${longDate(until)}.`)).toBeVisible();
});

test('/admin flags a reference number another payment already used', async ({page}) => {
  await signIn(page, FREE, '/payment');
  // The premium demo's approved payment carries reference 1000000000001.
  await submitPayment(page, '1000000000001');
  await signOut(page);
  await signIn(page, ADMIN, '/admin');
  await page.getByLabel('Status').selectOption('pending');
  const card = page.getByRole('article', {name: FREE});
  await expect(card.getByRole('note')).toHaveText(
    `Check this one: the same reference number is on another payment (${PREMIUM}).`,
  );
});

test('an approval is refused when the payment changed after the admin opened it', async ({page}) => {
  await signIn(page, FREE, '/payment');
  await submitPayment(page);
  await signOut(page);
  await signIn(page, ADMIN, '/admin');
  const card = page.getByRole('article', {name: FREE});
  await expect(card.getByText('Under review')).toBeVisible();
  // Meanwhile the candidate sends a corrected proof (another reference number).
  await page.evaluate(
    ([key, who]) => {
      const data = JSON.parse(localStorage.getItem(key) ?? '{}');
      data.payments[who] = {...data.payments[who], referenceNo: '9999999999999', updatedAt: new Date().toISOString()};
      localStorage.setItem(key, JSON.stringify(data));
    },
    [STORE, FREE] as const,
  );
  await card.getByRole('button', {name: 'Approve'}).click();
  await expect(card.getByRole('alert')).toContainText('this payment changed after you opened it');
  expect(await storedPayment(page, FREE)).toMatchObject({status: 'pending', referenceNo: '9999999999999'});
  await card.getByRole('button', {name: 'Reload payments'}).click();
  const fresh = page.getByRole('article', {name: FREE});
  await expect(fresh.getByText('9999999999999')).toBeVisible();
  await fresh.getByRole('button', {name: 'Approve'}).click();
  await expect(fresh.getByText('Approved', {exact: true})).toBeVisible();
});
