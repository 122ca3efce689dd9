// @vitest-environment jsdom
/**
 * The local store read through the shared schemas (issue 12, item 9): valid
 * JSON of the wrong shape is kept aside and reseeded; a bad record inside a
 * good store is skipped and logged, and the rest keeps working.
 */
import {memoryBlobStore} from './blobStore';
import {DEMO_PASSWORD} from './demoAccounts';
import {createLocalBackend, SET_ASIDE_KEY} from '.';

const KEY = 'pcs.localBackend.v1';
const FREE = 'free@demo.phcustoms.test';
const PREMIUM = 'premium@demo.phcustoms.test';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('the local store', () => {
  it.each(['{"users": null}', '[]', 'null', '{"users": {}, "payments": [], "admins": "x"}', '{not json'])(
    'keeps %s aside and seeds the demo accounts again',
    async (tampered) => {
      localStorage.setItem(KEY, tampered);
      const backend = createLocalBackend(localStorage, memoryBlobStore());
      const user = await backend.auth.signIn(FREE, DEMO_PASSWORD);
      expect(user.email).toBe(FREE);
      expect(await backend.payments.getMine()).toBeNull();
      expect(localStorage.getItem(SET_ASIDE_KEY)).toBe(tampered);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/kept aside/));
    },
  );

  it('skips a bad account or payment record and keeps the others', async () => {
    createLocalBackend(localStorage, memoryBlobStore());
    const seeded = await createLocalBackend(localStorage, memoryBlobStore()).auth.signIn(FREE, DEMO_PASSWORD);
    expect(seeded.email).toBe(FREE);
    const data = JSON.parse(localStorage.getItem(KEY) ?? '{}') as {
      users: Record<string, unknown>;
      payments: Record<string, unknown>;
    };
    data.users['broken@example.com'] = {uid: null, email: 5};
    data.payments[FREE] = {email: FREE, tier: 'premium', status: 'approved', createdAt: 'yesterday-ish'};
    localStorage.setItem(KEY, JSON.stringify(data));

    const backend = createLocalBackend(localStorage, memoryBlobStore());
    await backend.auth.signIn(PREMIUM, DEMO_PASSWORD);
    expect(await backend.payments.getMine()).toMatchObject({status: 'approved'});
    // The bad approved record does not make the free account premium, and nothing crashes.
    expect(await backend.payments.findByEmail(FREE)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Skipped a stored payment record/), expect.anything());
    expect(localStorage.getItem(SET_ASIDE_KEY)).toContain('yesterday-ish');
  });
});
