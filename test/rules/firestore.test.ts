import {assertFails, assertSucceeds} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  ADMIN,
  ANA,
  BEN,
  approved,
  db,
  guest,
  inDays,
  pending,
  seed,
  storedAttempt,
  storedExam,
  withRulesEnvironment,
} from './firestoreFixture';

// Everything but payments: admins, premium content, quiz banks, a user's
// attempts and exam in progress, Pro enquiries (payments: firestore.payments.test.ts).
withRulesEnvironment();

describe('admins', () => {
  it('lets a user check only their own admin record, and nobody write one', async () => {
    await assertSucceeds(getDoc(doc(db(ADMIN), 'admins', ADMIN.uid)));
    await assertFails(getDoc(doc(db(ANA), 'admins', ADMIN.uid)));
    await assertFails(setDoc(doc(db(ANA), 'admins', ANA.uid), {self: true}));
    await assertFails(getDocs(collection(db(ADMIN), 'admins')));
  });
});

describe('premium content: only premium users whose access runs, and admins', () => {
  const CAI = {uid: 'cai-uid', email: 'cai@example.com'};
  const DAN = {uid: 'dan-uid', email: 'dan@example.com'};
  beforeEach(async () => {
    await seed('premiumContent/premium-reviewer', {body: 'protected'});
    await seed(`payments/${ANA.email}`, approved(ANA.email));
    await seed(`payments/${BEN.email}`, pending(BEN));
    await seed(`payments/${CAI.email}`, approved(CAI.email, inDays(-1)));
    await seed(`payments/${DAN.email}`, approved(DAN.email, null));
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

  it('refuses an approval whose access has ended, or that records no end', async () => {
    await assertFails(getDoc(doc(db(CAI), 'premiumContent', 'premium-reviewer')));
    await assertFails(getDoc(doc(db(DAN), 'premiumContent', 'premium-reviewer')));
  });

  it('refuses browser writes, even by an admin', async () => {
    await assertFails(setDoc(doc(db(ADMIN), 'premiumContent', 'x'), {body: 'y'}));
  });
});

describe('quizzes: published free banks for all, premium for premium users; admins edit', () => {
  const live = {published: true, archived: false};
  const CAI = {uid: 'cai-uid', email: 'cai@example.com'};
  /** A bank as the quiz editor saves it. */
  const bank = (overrides: Record<string, unknown> = {}) => ({
    tier: 'free',
    title: 'New',
    description: '',
    subject: 1,
    questions: [],
    ...live,
    updatedAt: serverTimestamp(),
    updatedBy: ADMIN.uid,
    ...overrides,
  });
  beforeEach(async () => {
    await seed('quizzes/free-bank', {tier: 'free', title: 'Free', ...live});
    await seed('quizzes/premium-bank', {tier: 'premium', title: 'Premium', ...live});
    await seed('quizzes/draft-bank', {tier: 'free', title: 'Draft', published: false, archived: false});
    await seed('quizzes/old-bank', {tier: 'free', title: 'Old', published: true, archived: true});
    await seed(`payments/${ANA.email}`, approved(ANA.email));
    await seed(`payments/${CAI.email}`, approved(CAI.email, inDays(-1)));
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

  it('refuses premium banks once access has ended', async () => {
    await assertFails(getDoc(doc(db(CAI), 'quizzes', 'premium-bank')));
    await assertFails(getDocs(candidateQuery(db(CAI), 'premium')));
  });

  it('hides unpublished and archived banks from candidates, not from admins', async () => {
    await assertFails(getDoc(doc(guest(), 'quizzes', 'draft-bank')));
    await assertFails(getDoc(doc(db(ANA), 'quizzes', 'old-bank')));
    // A query that does not pin published and archived cannot be proven safe.
    await assertFails(getDocs(query(collection(guest(), 'quizzes'), where('tier', '==', 'free'))));
    await assertSucceeds(getDoc(doc(db(ADMIN), 'quizzes', 'draft-bank')));
    await assertSucceeds(getDocs(collection(db(ADMIN), 'quizzes')));
  });

  it('lets only admins write, within the limits, and nobody delete', async () => {
    await assertFails(setDoc(doc(db(ANA), 'quizzes', 'mine'), bank({updatedBy: ANA.uid})));
    await assertSucceeds(setDoc(doc(db(ADMIN), 'quizzes', 'new-bank'), bank()));
    await assertFails(setDoc(doc(db(ADMIN), 'quizzes', 'odd-bank'), bank({tier: 'gold'})));
    await assertFails(setDoc(doc(db(ADMIN), 'quizzes', 'no-state'), bank({published: 'yes'})));
    await assertFails(setDoc(doc(db(ADMIN), 'quizzes', 'long-title'), bank({title: 'x'.repeat(201)})));
    await assertFails(setDoc(doc(db(ADMIN), 'quizzes', 'extra'), bank({owner: 'me'})));
    await assertFails(setDoc(doc(db(ADMIN), 'quizzes', 'old-time'), bank({updatedAt: inDays(-1)})));
    await assertFails(setDoc(doc(db(ADMIN), 'quizzes', 'huge'), bank({questions: new Array(1001).fill(0)})));
    await assertFails(deleteDoc(doc(db(ADMIN), 'quizzes', 'free-bank')));
  });
});

describe("users: a user's own attempts and exam in progress", () => {
  const attemptDoc = (firestore: Firestore, slot: string, uid = ANA.uid) =>
    doc(firestore, 'users', uid, 'attempts', slot);
  const examDoc = (firestore: Firestore, key: string, uid = ANA.uid) =>
    doc(firestore, 'users', uid, 'inProgress', key);

  it('lets a user add and read their own attempts only, never rewrite them', async () => {
    await assertSucceeds(setDoc(attemptDoc(db(ANA), 'a001'), storedAttempt(1)));
    await assertSucceeds(getDoc(attemptDoc(db(ANA), 'a001')));
    await assertFails(setDoc(attemptDoc(db(ANA), 'a001'), storedAttempt(1, {scorePercent: 100})));
    await assertFails(deleteDoc(attemptDoc(db(ANA), 'a001')));
    await assertFails(getDoc(attemptDoc(db(BEN), 'a001')));
    await assertFails(setDoc(attemptDoc(db(BEN), 'a002'), storedAttempt(2)));
  });

  it('refuses an attempt without its fields, with other fields, or past a limit', async () => {
    await assertFails(setDoc(attemptDoc(db(ANA), 'a003'), {seq: 3, score: 80}));
    await assertFails(setDoc(attemptDoc(db(ANA), 'a004'), storedAttempt(4, {cheat: true})));
    await assertFails(setDoc(attemptDoc(db(ANA), 'a005'), storedAttempt(5, {items: new Array(501).fill('{}')})));
    await assertFails(setDoc(attemptDoc(db(ANA), 'a006'), storedAttempt(6, {scorePercent: 101})));
    await assertFails(setDoc(attemptDoc(db(ANA), 'a007'), storedAttempt(7, {topic: 'x'.repeat(121)})));
    await assertFails(setDoc(attemptDoc(db(ANA), 'a008'), storedAttempt(8, {kind: 'other'})));
    await assertFails(setDoc(attemptDoc(db(ANA), 'a009'), storedAttempt(9, {subject: 5})));
    await assertFails(setDoc(attemptDoc(db(ANA), 'a010'), storedAttempt(10, {durationMs: 86_400_001})));
    // The attempt's own id (a field since attempts live in slots) is bounded like the old document id.
    await assertFails(setDoc(attemptDoc(db(ANA), 'a012'), storedAttempt(12, {id: 'x'.repeat(101)})));
    await assertSucceeds(
      setDoc(attemptDoc(db(ANA), 'a011'), storedAttempt(11, {subject: null, topic: null, passed: true})),
    );
    // A cram session is an attempt of its own kind (it does not move the review schedule).
    await assertSucceeds(setDoc(attemptDoc(db(ANA), 'a013'), storedAttempt(13, {kind: 'cram'})));
  });

  it('keeps the exam in progress to its owner, who may save and clear it', async () => {
    await assertSucceeds(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam()));
    await assertSucceeds(
      setDoc(
        examDoc(db(ANA), 'mock-mini'),
        storedExam({position: 1, responses: {q1: {kind: 'choices', ids: ['a']}}}),
      ),
    );
    await assertSucceeds(deleteDoc(examDoc(db(ANA), 'mock-mini')));
    await assertFails(getDoc(examDoc(db(BEN), 'mock-mini')));
    await assertFails(setDoc(examDoc(db(BEN), 'mock-mini'), storedExam()));
  });

  it('refuses an exam in progress of another shape or past a limit', async () => {
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), {answers: {}}));
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({}, {extra: 'x'})));
    await assertFails(
      setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({}, {questionIds: new Array(501).fill('q')})),
    );
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({seed: 'x'.repeat(101)})));
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({position: -1})));
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({timeLimitMs: 86_400_001})));
    await assertFails(setDoc(examDoc(db(ANA), 'x'.repeat(61)), storedExam()));
    // A tutor quiz's address query (its origin) is kept, within its limit.
    await assertSucceeds(setDoc(examDoc(db(ANA), 'tutor'), storedExam({origin: 'subject=1&start=1'})));
    await assertFails(setDoc(examDoc(db(ANA), 'tutor'), storedExam({origin: 'x'.repeat(301)})));
    await assertSucceeds(
      setDoc(
        examDoc(db(ANA), 'diagnostic'),
        storedExam({kind: 'diagnostic', timeLimitMs: null, remainingMs: null}),
      ),
    );
  });
});

describe("users: a user's own study settings (exam date and hours a week)", () => {
  const settingsDoc = (firestore: Firestore, uid = ANA.uid, name = 'study') =>
    doc(firestore, 'users', uid, 'settings', name);
  const settings = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    examAt: inDays(21),
    hoursPerWeek: 4,
    planFrom: new Date(Date.now() - 60_000),
    updatedAt: new Date(),
    ...overrides,
  });

  it('lets the owner save, change and read them; nobody else, and nobody deletes them', async () => {
    await assertSucceeds(setDoc(settingsDoc(db(ANA)), settings()));
    await assertSucceeds(setDoc(settingsDoc(db(ANA)), settings({hoursPerWeek: 10})));
    await assertSucceeds(getDoc(settingsDoc(db(ANA))));
    await assertFails(getDoc(settingsDoc(db(BEN))));
    await assertFails(setDoc(settingsDoc(db(BEN)), settings()));
    await assertFails(getDoc(settingsDoc(guest())));
    await assertFails(deleteDoc(settingsDoc(db(ANA))));
  });

  it('refuses other documents, other fields, and values past a limit', async () => {
    await assertFails(setDoc(settingsDoc(db(ANA), ANA.uid, 'other'), settings()));
    await assertFails(setDoc(settingsDoc(db(ANA)), settings({extra: 1})));
    await assertFails(setDoc(settingsDoc(db(ANA)), {examAt: inDays(21), hoursPerWeek: 4}));
    await assertFails(setDoc(settingsDoc(db(ANA)), settings({hoursPerWeek: 0})));
    await assertFails(setDoc(settingsDoc(db(ANA)), settings({hoursPerWeek: 81})));
    await assertFails(setDoc(settingsDoc(db(ANA)), settings({hoursPerWeek: 4.5})));
    await assertFails(setDoc(settingsDoc(db(ANA)), settings({examAt: inDays(1101)})));
    await assertFails(setDoc(settingsDoc(db(ANA)), settings({examAt: new Date(Date.UTC(2020, 0, 1))})));
    await assertFails(setDoc(settingsDoc(db(ANA)), settings({examAt: '2027-11-16'})));
    await assertFails(setDoc(settingsDoc(db(ANA)), settings({updatedAt: inDays(3)})));
    await assertSucceeds(setDoc(settingsDoc(db(ANA)), settings({examAt: inDays(1099), hoursPerWeek: 80})));
  });
});

describe('pro enquiries: signed-in senders, one per account; admins read', () => {
  // The reply goes to the sender's own verified address (the token's email).
  const enquiry = (user: {uid: string; email: string}, overrides: Record<string, unknown> = {}) => ({
    name: 'Review Centre',
    email: user.email,
    organisation: 'Centre',
    seats: 40,
    message: 'A class of 40.',
    createdAt: serverTimestamp(),
    uid: user.uid,
    ...overrides,
  });

  it("accepts a well-formed enquiry at the sender's own uid, and only admins read it", async () => {
    await assertSucceeds(setDoc(doc(db(ANA), 'proEnquiries', ANA.uid), enquiry(ANA)));
    await assertFails(getDoc(doc(db(ANA), 'proEnquiries', ANA.uid)));
    await assertSucceeds(getDoc(doc(db(ADMIN), 'proEnquiries', ANA.uid)));
  });

  it("refuses guests, and any id but the sender's uid (so one account cannot send many)", async () => {
    await assertFails(setDoc(doc(guest(), 'proEnquiries', 'e1'), enquiry({uid: 'e1', email: 'e1@example.com'})));
    await assertFails(setDoc(doc(db(ANA), 'proEnquiries', 'e2'), enquiry(ANA)));
    await assertFails(setDoc(doc(db(ANA), 'proEnquiries', BEN.uid), enquiry(BEN)));
  });

  it('lets the sender replace their enquiry, and nobody delete it', async () => {
    await assertSucceeds(setDoc(doc(db(ANA), 'proEnquiries', ANA.uid), enquiry(ANA)));
    await assertSucceeds(setDoc(doc(db(ANA), 'proEnquiries', ANA.uid), enquiry(ANA, {seats: 60})));
    await assertFails(deleteDoc(doc(db(ANA), 'proEnquiries', ANA.uid)));
  });

  it('refuses a malformed enquiry or one past a limit', async () => {
    const mine = () => doc(db(ANA), 'proEnquiries', ANA.uid);
    await assertFails(setDoc(mine(), enquiry(ANA, {seats: 0})));
    await assertFails(setDoc(mine(), enquiry(ANA, {email: 'not-an-email'})));
    await assertFails(setDoc(mine(), enquiry(ANA, {email: `${'a'.repeat(100_000)}@centre.example`})));
    await assertFails(setDoc(mine(), enquiry(ANA, {name: 'x'.repeat(121)})));
    await assertFails(setDoc(mine(), enquiry(ANA, {message: 'x'.repeat(4001)})));
    await assertFails(setDoc(mine(), enquiry(ANA, {createdAt: inDays(-1)})));
    await assertFails(setDoc(mine(), enquiry(ANA, {extra: 'x'})));
  });
});

describe('anything else', () => {
  it('is closed', async () => {
    await assertFails(setDoc(doc(db(ADMIN), 'elsewhere', 'x'), {a: 1}));
    await assertFails(getDoc(doc(guest(), 'elsewhere', 'x')));
  });
});
