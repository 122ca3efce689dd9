import {test, expect} from './fixtures';
import {ADMIN, FREE, PREMIUM, badge, decideAsAdmin, signIn, signOut, submitPayment} from './demo';

/**
 * The premium journeys in local mode (issue 8, Done-when 1): a free user pays
 * with a receipt, the admin demo decides, the user's badge and the premium
 * reviewer follow. Everything lives in this browser context's storage, so each
 * test starts from the seeded demo accounts.
 */
test('a free user pays, stays Free while under review, and is Premium after the admin approves', async ({
  page,
}) => {
  await signIn(page, FREE, '/payment');
  await expect(page.getByText('0917 000 0000')).toBeVisible();
  await submitPayment(page);
  await expect(badge(page)).toHaveText(/Free/);
  await page.goto('/premium');
  await expect(page.getByRole('heading', {name: 'Your payment is under review'})).toBeVisible();
  await signOut(page);

  await decideAsAdmin(page, 'Approve');

  await signIn(page, FREE, '/premium');
  await page.reload();
  await expect(badge(page)).toHaveText(/Premium/);
  await expect(page.getByRole('heading', {name: 'Your premium is active'})).toBeVisible();
  await page.getByRole('link', {name: 'The premium reviewer'}).click();
  await expect(
    page.getByRole('heading', {name: 'Subject 1: Customs law, ethics and practice'}),
  ).toBeVisible();
});

test('a rejected user sees the note and can submit again', async ({page}) => {
  await signIn(page, FREE, '/payment');
  await submitPayment(page);
  await signOut(page);
  await decideAsAdmin(page, 'Reject', 'The receipt shows ₱49, not ₱499.');

  await signIn(page, FREE, '/premium');
  await expect(page.getByRole('heading', {name: 'Your payment was not approved'})).toBeVisible();
  await expect(page.getByText('The receipt shows ₱49, not ₱499.')).toBeVisible();
  await page.getByRole('link', {name: 'Submit again'}).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('radio', {name: 'Maya'}).check();
  await submitPayment(page, 'AB12CD34EF56');
  await expect(badge(page)).toHaveText(/Free/);
});

test('a non-admin at /admin sees access denied and no payments', async ({page}) => {
  await signIn(page, FREE, '/admin');
  await expect(page.getByRole('heading', {name: 'Access denied'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Payments to review'})).toHaveCount(0);
});

test('a guest at /admin sees access denied', async ({page}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', {name: 'Access denied'})).toBeVisible();
});

test('a guest at /payment lands on /login?redirect=/payment', async ({page}) => {
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/login\?redirect=\/payment$/);
  await expect(page.getByRole('heading', {name: 'Sign in', level: 1})).toBeVisible();
});

test('a program renamed .png is refused by its content and nothing is sent', async ({page}) => {
  await signIn(page, FREE, '/payment');
  await page.getByLabel('Reference number').fill('1234567890123');
  const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000)]);
  await page
    .getByLabel('Receipt')
    .setInputFiles({name: 'receipt.png', mimeType: 'image/png', buffer: program});
  await expect(page.getByText(/is not a PNG, JPEG, WebP image or a PDF/)).toBeVisible();
  await page.getByRole('button', {name: 'Submit payment for review'}).click();
  await page.goto('/premium');
  await expect(page.getByRole('heading', {name: 'You are on the free plan'})).toBeVisible();
});

test('a PDF named .html is stored and opened as a PDF, so its script never runs', async ({page, context}) => {
  // Issue 12, item 10: the bytes say PDF, the name and the browser say HTML.
  const trap = Buffer.from(
    "%PDF-1.4\n<html><body><script>localStorage.setItem('pcs.receiptRan', '1')</script></body></html>\n",
  );
  await signIn(page, FREE, '/payment');
  await page.getByLabel('Reference number').fill('1234567890123');
  await page.getByLabel('Receipt').setInputFiles({name: 'receipt.html', mimeType: 'text/html', buffer: trap});
  await page.getByRole('button', {name: 'Submit payment for review'}).click();
  await expect(page.getByRole('heading', {name: 'Your payment is under review'})).toBeVisible();
  await signOut(page);

  await signIn(page, ADMIN, '/admin');
  const card = page.getByRole('article', {name: FREE});
  await card.getByRole('button', {name: 'View receipt'}).click();
  const open = card.getByRole('link', {name: 'Open the PDF receipt in a new tab'});
  const href = (await open.getAttribute('href')) ?? '';
  expect(await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), href)).toBe(
    'application/pdf',
  );
  const popup = context.waitForEvent('page');
  await open.click();
  await (await popup).waitForLoadState().catch(() => undefined);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => localStorage.getItem('pcs.receiptRan'))).toBeNull();
});

test('a guest is asked to sign in before a Pro enquiry; a signed-in user sends one and the admin reads it', async ({
  page,
}) => {
  await page.goto('/pro');
  await expect(page.getByText(/enquiries come from an account/)).toBeVisible();
  await expect(page.getByRole('button', {name: 'Send enquiry'})).toHaveCount(0);
  await page.getByRole('link', {name: 'Sign in to send an enquiry'}).click();
  await expect(page).toHaveURL(/\/login\?redirect=\/pro$/);
  await signIn(page, FREE, '/pro');
  // The reply goes to the account's verified email: there is no address to type.
  await expect(page.getByText(`We will reply to ${FREE}, your account’s email address.`)).toBeVisible();
  await page.getByLabel('Your name').fill('Liza Santos');
  await page.getByLabel('Review centre or school').fill('Harbour Review Centre');
  await page.getByLabel('Number of students (seats)').fill('40');
  await page.getByRole('button', {name: 'Send enquiry'}).click();
  await expect(page.getByText('Thank you. We will reply to your email with a quote.')).toBeVisible();
  await signOut(page);
  await signIn(page, ADMIN, '/admin/enquiries');
  await expect(page.getByRole('heading', {name: 'Harbour Review Centre'})).toBeVisible();
  await expect(page.getByText(/Liza Santos .* asks about 40 seats/)).toBeVisible();
});

test('guests and free users see the upgrade path instead of the premium body', async ({page}) => {
  await page.goto('/docs/premium-reviewer');
  await expect(
    page.getByText('This part is for premium members. Sign in, then upgrade to read it.'),
  ).toBeVisible();
  await expect(page.getByRole('link', {name: 'Sign in', exact: true})).toHaveAttribute(
    'href',
    '/login?redirect=/docs/premium-reviewer',
  );
  await signIn(page, FREE, '/docs/premium-reviewer');
  await expect(page.getByText('This part is for premium members. Upgrade to read it.')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Subject 1: Customs law, ethics and practice'})).toHaveCount(
    0,
  );
});

test('the premium demo plays the premium video with captions', async ({page}) => {
  await page.goto('/docs/video-premium-how-to-answer-CBLE');
  await expect(page.getByRole('link', {name: 'Sign in', exact: true})).toBeVisible();
  await signIn(page, PREMIUM, '/docs/video-premium-how-to-answer-CBLE');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', /^blob:/);
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', /^blob:/);
  // The browser decoded the file: it knows the video is about a minute long.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(50);
});
