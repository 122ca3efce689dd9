/**
 * What every backend adapter must do, written once as tests over the Backend
 * interface and run against each adapter: the local one in `npm test`
 * (src/backend/local/contract.test.ts) and the Firebase one under the
 * emulators (src/backend/firebase/contract.integration.test.ts). The parts
 * that need Firestore and Storage are skipped, with a plain notice, where
 * those emulators cannot run.
 */
import {reviewedVersionOf} from '@site/src/backend/paymentRules';
import {oneAnswerAttempt} from './quizAttempts';
import type {BackendError, Backend, PaymentSubmission, StudyMark, User} from '@site/src/backend/types';

export interface ContractHarness {
  readonly backend: Backend;
  /** Whether a new account's email starts verified (local mode sends no email, so it does). */
  readonly startsVerified: boolean;
  /** A fresh address on every call. */
  newEmail(): string;
  /** Marks the account's email verified at the identity provider, as clicking the link would. */
  markVerified(user: User): Promise<void>;
  /** null when payments, progress and premium can be tested; else why not (printed once). */
  readonly dataSkipped: string | null;
  /** Signs in as an administrator (only called when data tests run). */
  signInAsAdmin(): Promise<User>;
}

const PASSWORD = 'a-good-password';

const PDF = new Uint8Array([
  0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 10, 0x25, 0x25, 0x45, 0x4f, 0x46,
]);

const submission = (): PaymentSubmission => ({
  method: 'gcash',
  referenceNo: '1234567890123',
  amountPhp: 499,
  receipt: new Blob([PDF], {type: 'application/pdf'}),
  receiptContentType: 'application/pdf',
});

const attempt = oneAnswerAttempt;

async function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => new Error('expected a failure'),
    (error: unknown) => error,
  );
}

/** Declares the contract suite for one adapter; `setup` runs before each test. */
export function describeBackendContract(adapter: string, setup: () => Promise<ContractHarness>): void {
  describe(`Backend contract: ${adapter}`, () => {
    let h: ContractHarness;
    beforeEach(async () => {
      h = await setup();
      await h.backend.auth.signOut();
    });

    describe('auth', () => {
      it('signs up, and reports the user to subscribers', async () => {
        const email = h.newEmail();
        const seen: (string | null)[] = [];
        const stop = h.backend.auth.onUserChanged((u) => seen.push(u?.email ?? null));
        const user = await h.backend.auth.signUp(email, PASSWORD, 'Ana Cruz');
        expect(user).toMatchObject({email, displayName: 'Ana Cruz', emailVerified: h.startsVerified});
        await vi.waitFor(() => expect(seen).toContain(email));
        stop();
      });

      it('signs out, then signs in again with the same password', async () => {
        const email = h.newEmail();
        await h.backend.auth.signUp(email, PASSWORD);
        await h.backend.auth.signOut();
        expect((await h.backend.auth.signIn(email, PASSWORD)).email).toBe(email);
      });

      it('refuses a wrong password', async () => {
        const email = h.newEmail();
        await h.backend.auth.signUp(email, PASSWORD);
        await h.backend.auth.signOut();
        const error = await failure(h.backend.auth.signIn(email, 'not-the-password'));
        expect(error).toMatchObject({name: 'BackendError', service: 'auth'});
        expect(['auth/invalid-credential', 'auth/wrong-password']).toContain((error as BackendError<'auth'>).code);
      });

      it('refuses a second account with the same email', async () => {
        const email = h.newEmail();
        await h.backend.auth.signUp(email, PASSWORD);
        await h.backend.auth.signOut();
        expect(await failure(h.backend.auth.signUp(email, PASSWORD))).toMatchObject({
          code: 'auth/email-already-in-use',
        });
      });

      it('refuses a password of six spaces', async () => {
        expect(await failure(h.backend.auth.signUp(h.newEmail(), '      '))).toMatchObject({
          code: 'auth/weak-password',
        });
      });

      it('states a password policy of at least 6 characters', async () => {
        expect((await h.backend.auth.passwordPolicy()).minLength).toBeGreaterThanOrEqual(6);
      });

      it('has nobody to refresh when signed out', async () => {
        expect(await h.backend.auth.refreshEmailVerification()).toBeNull();
        expect(await h.backend.auth.emailVerifiedInToken()).toBe(false);
      });

      it('"I have verified my email": once verified, the account and the ID token both say so', async () => {
        const user = await h.backend.auth.signUp(h.newEmail(), PASSWORD);
        expect(await h.backend.auth.emailVerifiedInToken()).toBe(h.startsVerified);
        const seen: boolean[] = [];
        const stop = h.backend.auth.onUserChanged((u) => seen.push(u?.emailVerified ?? false));
        await h.markVerified(user);
        expect((await h.backend.auth.refreshEmailVerification())?.emailVerified).toBe(true);
        expect(await h.backend.auth.emailVerifiedInToken()).toBe(true);
        await vi.waitFor(() => expect(seen.at(-1)).toBe(true));
        stop();
      });
    });

    describe('payments, progress and premium', () => {
      beforeEach((context) => {
        if (h.dataSkipped) context.skip();
      });

      it("takes a verified user's payment as pending, typed by its bytes, and leaves the account Free", async () => {
        const user = await h.backend.auth.signUp(h.newEmail(), PASSWORD);
        await h.markVerified(user);
        const record = await h.backend.payments.submit(submission());
        expect(record).toMatchObject({email: user.email, status: 'pending', referenceNo: '1234567890123'});
        // The account's first receipt slot (storage.rules allow receipt-1 ... receipt-12, each written once).
        expect(record.receiptPath).toBe(`receipts/${user.uid}/receipt-1`);
        const first = await h.backend.payments.getMine();
        expect(first).toMatchObject({status: 'pending', receiptPath: record.receiptPath});
        expect(first?.createdAt).toBeInstanceOf(Date);
        expect(await h.backend.payments.findByEmail(user.email ?? '')).toMatchObject({status: 'pending'});
        expect((await h.backend.payments.getReceipt(record.receiptPath ?? '')).type).toBe('application/pdf');
        // A corrected proof goes to the next slot, and every earlier proof is kept (issue 25).
        const corrected = await h.backend.payments.submit(submission());
        expect(corrected.receiptPath).toBe(`receipts/${user.uid}/receipt-2`);
        const again = await h.backend.payments.submit(submission());
        expect(again.receiptPath).toBe(`receipts/${user.uid}/receipt-3`);
        expect((await h.backend.payments.getReceipt(again.receiptPath ?? '')).type).toBe('application/pdf');
        expect((await h.backend.payments.getReceipt(record.receiptPath ?? '')).type).toBe('application/pdf');
        // The resubmissions changed only the candidate's fields: the record keeps when it was first sent.
        expect((await h.backend.payments.getMine())?.createdAt).toEqual(first?.createdAt);
      });

      it('uploads nothing for an unverified email', async () => {
        if (h.startsVerified) return;
        await h.backend.auth.signUp(h.newEmail(), PASSWORD);
        expect(await failure(h.backend.payments.submit(submission()))).toMatchObject({
          code: 'email-not-verified',
        });
        expect(await h.backend.payments.getMine()).toBeNull();
      });

      it('refuses a payment from a guest', async () => {
        expect(await failure(h.backend.payments.submit(submission()))).toMatchObject({name: 'BackendError', service: 'payment'});
      });

      it('makes an approved payer premium, and only an admin decides', async () => {
        const user = await h.backend.auth.signUp(h.newEmail(), PASSWORD);
        await h.markVerified(user);
        const submitted = await h.backend.payments.submit(submission());
        const seen = reviewedVersionOf(submitted);
        const email = user.email ?? '';
        expect(
          await failure(h.backend.payments.decide({email, status: 'approved', note: '', seen})),
        ).toMatchObject({name: 'BackendError', service: 'payment'});
        expect(await failure(h.backend.premium.getContent('premium-reviewer'))).toMatchObject({
          code: 'premium-required',
        });
        await h.backend.auth.signOut();
        const admin = await h.signInAsAdmin();
        const pending = (await h.backend.payments.listForAdmin()).find((r) => r.email === email);
        if (!pending) throw new Error(`the admin's queue has no record for ${email}`);
        // A decision on a version the admin did not see is refused.
        const stale = {...reviewedVersionOf(pending), referenceNo: 'SOMETHING-ELSE'};
        expect(
          await failure(h.backend.payments.decide({email, status: 'approved', note: '', seen: stale})),
        ).toMatchObject({code: 'changed'});
        const decided = await h.backend.payments.decide({
          email,
          status: 'approved',
          note: 'Thank you',
          seen: reviewedVersionOf(pending),
        });
        expect(decided).toMatchObject({status: 'approved', reviewedBy: admin.uid, reviewNote: 'Thank you'});
        // Approval stores the end of access, and the lookup carries it (the account turns Free then).
        expect(decided.accessUntil?.getTime()).toBeGreaterThan(Date.now());
        expect(await h.backend.payments.findByEmail(email)).toMatchObject({
          tier: 'premium',
          status: 'approved',
          accessUntil: decided.accessUntil,
        });
      });

      it("keeps a user's attempts and exam in progress", async () => {
        const user = await h.backend.auth.signUp(h.newEmail(), PASSWORD);
        const progress = h.backend.progress.forUser(user.uid);
        await progress.saveAttempt(attempt('a1'));
        expect(await progress.listAttempts()).toEqual([attempt('a1')]);
        const exam = {
          key: 'mock-mini',
          attemptId: 'a2',
          kind: 'mock-mini' as const,
          seed: 'a2',
          questionIds: ['q1'],
          choiceOrder: {q1: ['b', 'a']},
          responses: {q1: {kind: 'numeric' as const, value: '12.50'}},
          flagged: [],
          position: 0,
          startedAt: new Date('2026-11-02T00:00:00Z'),
          timeLimitMs: 60_000,
          remainingMs: 30_000,
          updatedAt: new Date('2026-11-02T00:00:30Z'),
        };
        await progress.saveInProgress(exam);
        expect(await progress.loadInProgress('mock-mini')).toEqual(exam);
        await progress.clearInProgress('mock-mini');
        expect(await progress.loadInProgress('mock-mini')).toBeNull();
      });

      it("keeps a user's flags and notes, a cleared one included, and no one else's", async () => {
        const user = await h.backend.auth.signUp(h.newEmail(), PASSWORD);
        const progress = h.backend.progress.forUser(user.uid);
        expect(await progress.listMarks()).toEqual([]);
        const marks: StudyMark[] = [
          {
            target: 'item',
            ref: 'q1',
            label: 'Which office issues the permit?',
            subject: 1,
            topic: 'Customs Brokers Act',
            flagged: true,
            note: 'Check §8 again',
            updatedAt: new Date('2026-11-03T00:00:00Z'),
          },
          {
            target: 'section',
            ref: '/docs/subject-1/cmta#transit',
            label: 'Transit',
            subject: null,
            topic: null,
            flagged: false,
            note: '',
            updatedAt: new Date('2026-11-02T00:00:00Z'),
          },
        ];
        await progress.saveMarks(marks);
        expect(await progress.listMarks()).toEqual(marks);
        await progress.saveMarks([]);
        expect(await progress.listMarks()).toEqual([]);
      });

      it('refuses premium material to a guest', async () => {
        expect(await failure(h.backend.premium.getContent('premium-reviewer'))).toMatchObject({name: 'BackendError', service: 'premium'});
      });
    });
  });
}
