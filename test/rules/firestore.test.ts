import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import {startRulesEnvironment, token} from './env';

let env: RulesTestEnvironment;

const ANA = {uid: 'ana-uid', email: 'ana@example.com'};
const BEN = {uid: 'ben-uid', email: 'ben@example.com'};
const ADMIN = {uid: 'admin-uid', email: 'admin@example.com'};

function db(user: {uid: string; email: string}, verified = true): Firestore {
  return env.authenticatedContext(user.uid, token(user.email, verified)).firestore() as unknown as Firestore;
}
const guest = (): Firestore => env.unauthenticatedContext().firestore() as unknown as Firestore;

/** A candidate's own submission, as /payment writes it. */
function submission(user: {uid: string; email: string}, overrides: Record<string, unknown> = {}) {
  return {
    email: user.email,
    tier: 'premium',
    status: 'pending',
    amountPhp: 499,
    method: 'gcash',
    referenceNo: '1234567890123',
    receiptPath: `receipts/${user.uid}/receipt.png`,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** Writes documents as the operator would, past the rules. */
async function seed(path: string, data: Record<string, unknown>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, path), data);
  });
}

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seed(`admins/${ADMIN.uid}`, {addedBy: 'console'});
});

describe('payments: a candidate writes only their own pending record', () => {
  it('lets a verified user create their own pending record', async () => {
    await assertSucceeds(setDoc(doc(db(ANA), 'payments', ANA.email), submission(ANA)));
  });

  it("refuses a record under someone else's email", async () => {
    await assertFails(setDoc(doc(db(ANA), 'payments', BEN.email), submission(ANA, {email: BEN.email})));
  });

  it('refuses a candidate who marks their own record approved or rejected', async () => {
    await assertFails(setDoc(doc(db(ANA), 'payments', ANA.email), submission(ANA, {status: 'approved'})));
    await assertFails(setDoc(doc(db(ANA), 'payments', ANA.email), submission(ANA, {status: 'rejected'})));
  });

  it('refuses a candidate who writes review fields', async () => {
    await assertFails(setDoc(doc(db(ANA), 'payments', ANA.email), submission(ANA, {reviewedBy: ANA.uid})));
  });

  it("refuses a receipt path outside the user's own folder", async () => {
    await assertFails(
      setDoc(doc(db(ANA), 'payments', ANA.email), submission(ANA, {receiptPath: `receipts/${BEN.uid}/x.png`})),
    );
  });

  it('refuses an unknown payment method and a too-short reference number', async () => {
    await assertFails(setDoc(doc(db(ANA), 'payments', ANA.email), submission(ANA, {method: 'cash'})));
    await assertFails(setDoc(doc(db(ANA), 'payments', ANA.email), submission(ANA, {referenceNo: '12'})));
  });

  it('lets a rejected candidate resubmit, but not change an approved record', async () => {
    await seed(`payments/${ANA.email}`, {email: ANA.email, tier: 'premium', status: 'rejected', reviewNote: 'blurred'});
    await assertSucceeds(setDoc(doc(db(ANA), 'payments', ANA.email), submission(ANA)));
    await seed(`payments/${BEN.email}`, {email: BEN.email, tier: 'premium', status: 'approved'});
    await assertFails(setDoc(doc(db(BEN), 'payments', BEN.email), submission(BEN)));
  });
});

describe('payments: an unverified email cannot claim a record', () => {
  it('refuses to create or read a record for an unverified email', async () => {
    await assertFails(setDoc(doc(db(ANA, false), 'payments', ANA.email), submission(ANA)));
    await seed(`payments/${ANA.email}`, {email: ANA.email, tier: 'premium', status: 'approved'});
    await assertFails(getDoc(doc(db(ANA, false), 'payments', ANA.email)));
  });
});

describe('payments: only admins approve or reject', () => {
  beforeEach(async () => {
    await seed(`payments/${ANA.email}`, {email: ANA.email, tier: 'premium', status: 'pending'});
  });

  it('lets an admin approve, recording who and when', async () => {
    await assertSucceeds(
      updateDoc(doc(db(ADMIN), 'payments', ANA.email), {
        status: 'approved',
        reviewedBy: ADMIN.uid,
        reviewedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses an admin decision that does not record the reviewer', async () => {
    await assertFails(updateDoc(doc(db(ADMIN), 'payments', ANA.email), {status: 'rejected'}));
  });

  it('refuses a non-admin who approves any record', async () => {
    await assertFails(
      updateDoc(doc(db(BEN), 'payments', ANA.email), {status: 'approved', reviewedBy: BEN.uid, reviewedAt: serverTimestamp()}),
    );
    await assertFails(
      updateDoc(doc(db(ANA), 'payments', ANA.email), {status: 'approved', reviewedBy: ANA.uid, reviewedAt: serverTimestamp()}),
    );
  });

  it('lets an admin create a record for an email with no account yet', async () => {
    await assertSucceeds(
      setDoc(doc(db(ADMIN), 'payments', 'new.person@example.com'), {
        email: 'new.person@example.com',
        tier: 'premium',
        status: 'approved',
        reviewedBy: ADMIN.uid,
        reviewedAt: serverTimestamp(),
      }),
    );
  });
});

describe('payments: no deletes', () => {
  it('refuses a delete by the owner and by an admin', async () => {
    await seed(`payments/${ANA.email}`, {email: ANA.email, tier: 'premium', status: 'pending'});
    await assertFails(deleteDoc(doc(db(ANA), 'payments', ANA.email)));
    await assertFails(deleteDoc(doc(db(ADMIN), 'payments', ANA.email)));
  });
});

describe('payments: reads', () => {
  beforeEach(async () => {
    await seed(`payments/${ANA.email}`, {email: ANA.email, tier: 'premium', status: 'approved'});
    await seed(`payments/${BEN.email}`, {email: BEN.email, tier: 'premium', status: 'pending'});
  });

  it("allows the spec's lookup: where email == mine, first result", async () => {
    const lookup = query(collection(db(ANA), 'payments'), where('email', '==', ANA.email), limit(1));
    await assertSucceeds(getDocs(lookup));
    await assertSucceeds(getDoc(doc(db(ANA), 'payments', ANA.email)));
  });

  it("refuses others' records, by path and by query", async () => {
    await assertFails(getDoc(doc(db(ANA), 'payments', BEN.email)));
    await assertFails(getDocs(query(collection(db(ANA), 'payments'), where('email', '==', BEN.email), limit(1))));
  });

  it('refuses an unfiltered list to users and guests, and allows it to admins', async () => {
    await assertFails(getDocs(collection(db(ANA), 'payments')));
    await assertFails(getDocs(collection(guest(), 'payments')));
    await assertSucceeds(getDocs(collection(db(ADMIN), 'payments')));
  });
});

describe('admins', () => {
  it('lets a user check only their own admin record, and nobody write one', async () => {
    await assertSucceeds(getDoc(doc(db(ADMIN), 'admins', ADMIN.uid)));
    await assertFails(getDoc(doc(db(ANA), 'admins', ADMIN.uid)));
    await assertFails(setDoc(doc(db(ANA), 'admins', ANA.uid), {self: true}));
    await assertFails(getDocs(collection(db(ADMIN), 'admins')));
  });
});

describe('premium content: only premium users and admins', () => {
  beforeEach(async () => {
    await seed('premiumContent/premium-reviewer', {body: 'protected'});
    await seed(`payments/${ANA.email}`, {email: ANA.email, tier: 'premium', status: 'approved'});
    await seed(`payments/${BEN.email}`, {email: BEN.email, tier: 'premium', status: 'pending'});
  });

  it('lets a premium user and an admin read it', async () => {
    await assertSucceeds(getDoc(doc(db(ANA), 'premiumContent', 'premium-reviewer')));
    await assertSucceeds(getDoc(doc(db(ADMIN), 'premiumContent', 'premium-reviewer')));
  });

  it('refuses a pending user, an unverified premium email, and a guest', async () => {
    await assertFails(getDoc(doc(db(BEN), 'premiumContent', 'premium-reviewer')));
    await assertFails(getDoc(doc(db(ANA, false), 'premiumContent', 'premium-reviewer')));
    await assertFails(getDoc(doc(guest(), 'premiumContent', 'premium-reviewer')));
  });

  it('refuses browser writes, even by an admin', async () => {
    await assertFails(setDoc(doc(db(ADMIN), 'premiumContent', 'x'), {body: 'y'}));
  });
});

describe('quizzes: published free banks for all, premium for premium users; admins edit', () => {
  const live = {published: true, archived: false};
  beforeEach(async () => {
    await seed('quizzes/free-bank', {tier: 'free', title: 'Free', ...live});
    await seed('quizzes/premium-bank', {tier: 'premium', title: 'Premium', ...live});
    await seed('quizzes/draft-bank', {tier: 'free', title: 'Draft', published: false, archived: false});
    await seed('quizzes/old-bank', {tier: 'free', title: 'Old', published: true, archived: true});
    await seed(`payments/${ANA.email}`, {email: ANA.email, tier: 'premium', status: 'approved'});
  });

  const candidateQuery = (firestore: Firestore, tier: string) =>
    query(
      collection(firestore, 'quizzes'),
      where('tier', '==', tier),
      where('published', '==', true),
      where('archived', '==', false),
    );

  it('shows published free banks to everyone and premium banks only to premium users and admins', async () => {
    await assertSucceeds(getDoc(doc(guest(), 'quizzes', 'free-bank')));
    await assertSucceeds(getDocs(candidateQuery(guest(), 'free')));
    await assertFails(getDoc(doc(db(BEN), 'quizzes', 'premium-bank')));
    await assertFails(getDocs(candidateQuery(db(BEN), 'premium')));
    await assertSucceeds(getDoc(doc(db(ANA), 'quizzes', 'premium-bank')));
    await assertSucceeds(getDocs(candidateQuery(db(ANA), 'premium')));
    await assertSucceeds(getDoc(doc(db(ADMIN), 'quizzes', 'premium-bank')));
  });

  it('hides unpublished and archived banks from candidates, not from admins', async () => {
    await assertFails(getDoc(doc(guest(), 'quizzes', 'draft-bank')));
    await assertFails(getDoc(doc(db(ANA), 'quizzes', 'old-bank')));
    // A query that does not pin published and archived cannot be proven safe.
    await assertFails(getDocs(query(collection(guest(), 'quizzes'), where('tier', '==', 'free'))));
    await assertSucceeds(getDoc(doc(db(ADMIN), 'quizzes', 'draft-bank')));
    await assertSucceeds(getDocs(collection(db(ADMIN), 'quizzes')));
  });

  it('lets only admins write, and nobody delete', async () => {
    await assertFails(setDoc(doc(db(ANA), 'quizzes', 'mine'), {tier: 'free', title: 'Mine', ...live}));
    await assertSucceeds(setDoc(doc(db(ADMIN), 'quizzes', 'new-bank'), {tier: 'free', title: 'New', ...live}));
    await assertFails(setDoc(doc(db(ADMIN), 'quizzes', 'odd-bank'), {tier: 'gold', title: 'Odd', ...live}));
    await assertFails(setDoc(doc(db(ADMIN), 'quizzes', 'no-state'), {tier: 'free', title: 'No state'}));
    await assertFails(deleteDoc(doc(db(ADMIN), 'quizzes', 'free-bank')));
  });
});

describe("users: a user's own attempts and exam in progress", () => {
  const attempt = {items: [{id: 'q1', correct: true}], scorePercent: 100};

  it('lets a user add and read their own attempts only, never rewrite them', async () => {
    await assertSucceeds(setDoc(doc(db(ANA), 'users', ANA.uid, 'attempts', 'a1'), attempt));
    await assertSucceeds(getDoc(doc(db(ANA), 'users', ANA.uid, 'attempts', 'a1')));
    await assertFails(setDoc(doc(db(ANA), 'users', ANA.uid, 'attempts', 'a1'), {...attempt, scorePercent: 0}));
    await assertFails(deleteDoc(doc(db(ANA), 'users', ANA.uid, 'attempts', 'a1')));
    await assertFails(getDoc(doc(db(BEN), 'users', ANA.uid, 'attempts', 'a1')));
    await assertFails(setDoc(doc(db(BEN), 'users', ANA.uid, 'attempts', 'a2'), attempt));
  });

  it('refuses an attempt without its items and score', async () => {
    await assertFails(setDoc(doc(db(ANA), 'users', ANA.uid, 'attempts', 'a3'), {score: 80}));
  });

  it('keeps the exam in progress to its owner, who may save and clear it', async () => {
    await assertSucceeds(setDoc(doc(db(ANA), 'users', ANA.uid, 'inProgress', 'mockboard-mini'), {answers: {}}));
    await assertSucceeds(deleteDoc(doc(db(ANA), 'users', ANA.uid, 'inProgress', 'mockboard-mini')));
    await assertFails(getDoc(doc(db(BEN), 'users', ANA.uid, 'inProgress', 'mockboard-mini')));
  });
});

describe('pro enquiries: anyone submits, admins read', () => {
  const enquiry = {
    name: 'Review Centre',
    email: 'head@centre.example',
    organisation: 'Centre',
    seats: 40,
    message: 'A class of 40.',
    createdAt: serverTimestamp(),
  };

  it('accepts a well-formed enquiry from a guest, and only admins read it', async () => {
    await assertSucceeds(setDoc(doc(guest(), 'proEnquiries', 'e1'), enquiry));
    await assertFails(getDoc(doc(db(ANA), 'proEnquiries', 'e1')));
    await assertSucceeds(getDoc(doc(db(ADMIN), 'proEnquiries', 'e1')));
  });

  it('refuses a malformed enquiry', async () => {
    await assertFails(setDoc(doc(guest(), 'proEnquiries', 'e2'), {...enquiry, seats: 0}));
    await assertFails(setDoc(doc(guest(), 'proEnquiries', 'e3'), {...enquiry, email: 'not-an-email'}));
  });
});

describe('anything else', () => {
  it('is closed', async () => {
    await assertFails(setDoc(doc(db(ADMIN), 'elsewhere', 'x'), {a: 1}));
    await assertFails(getDoc(doc(guest(), 'elsewhere', 'x')));
  });
});
