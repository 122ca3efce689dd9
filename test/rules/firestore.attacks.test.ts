import {assertFails, assertSucceeds} from '@firebase/rules-unit-testing';
import {
  doc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {LIMITS} from '@site/src/lib/limits';
import {attemptSlotId} from '@site/src/backend/firebase/progressCodec';
import {ANA, BEN, anonymous, db, storedAttempt, storedExam, withRulesEnvironment} from './firestoreFixture';

// Each attack found when the rules were first run on the emulator (issue 25),
// written as the attack: every one must be refused. Payments:
// firestore.payments.attacks.test.ts.
withRulesEnvironment();

const attemptDoc = (firestore: Firestore, slot: string, uid = ANA.uid) => doc(firestore, 'users', uid, 'attempts', slot);
const examDoc = (firestore: Firestore, key: string, uid = ANA.uid) => doc(firestore, 'users', uid, 'inProgress', key);
const at = (iso: string): Timestamp => Timestamp.fromDate(new Date(iso));
const ids = (n: number, prefix: string): string[] => Array.from({length: n}, (_, i) => `${prefix}${i}`);

describe('attack: unbounded attempts from one account', () => {
  it('attack: 300 attempt documents under ids of its choosing are each refused', async () => {
    const anyIds = ids(300, 'attempt-');
    const results = await Promise.allSettled(anyIds.map((id, seq) => setDoc(attemptDoc(db(ANA), id), storedAttempt(seq))));
    expect(results.filter((r) => r.status === 'fulfilled')).toEqual([]);
    expect((await getDocs(collection(db(ANA), 'users', ANA.uid, 'attempts'))).size).toBe(0);
  });

  it('attack: a 301st attempt once the 300 slots are full is refused; an account holds at most 300', async () => {
    const mine = db(ANA);
    const batch = writeBatch(mine);
    for (let seq = 0; seq < LIMITS.attempt.slots; seq += 1) {
      batch.set(attemptDoc(mine, attemptSlotId(seq)), storedAttempt(seq));
    }
    await assertSucceeds(batch.commit());
    await assertFails(setDoc(attemptDoc(db(ANA), 'a300'), storedAttempt(300)));
    await assertFails(setDoc(attemptDoc(db(ANA), 'a1000'), storedAttempt(1000)));
    // A slot is taken over only by the attempt one round later, never by a copy or an older one.
    await assertFails(setDoc(attemptDoc(db(ANA), 'a000'), storedAttempt(0, {scorePercent: 100})));
    await assertSucceeds(setDoc(attemptDoc(db(ANA), 'a000'), storedAttempt(300)));
    expect((await getDocs(collection(db(ANA), 'users', ANA.uid, 'attempts'))).size).toBe(LIMITS.attempt.slots);
  });

  it('attack: an attempt whose one item is a 1,000,000-character string is refused', async () => {
    await assertFails(setDoc(attemptDoc(db(ANA), 'a000'), storedAttempt(0, {items: ['x'.repeat(1_000_000)]})));
  });

  it('attack: an attempt of 500 items of 1,900 characters each is refused', async () => {
    const items = new Array<string>(500).fill('x'.repeat(1900));
    await assertFails(setDoc(attemptDoc(db(ANA), 'a000'), storedAttempt(0, {items})));
  });

  it('attack: an attempt whose items are maps of any size (which the rules cannot measure) is refused', async () => {
    const items = [{questionId: 'q1', padding: 'x'.repeat(500_000)}];
    await assertFails(setDoc(attemptDoc(db(ANA), 'a000'), storedAttempt(0, {items})));
  });
});

describe('attack: unbounded exams in progress from one account', () => {
  it('attack: 300 in-progress documents under keys of its choosing are each refused', async () => {
    const keys = ids(300, 'exam-');
    const results = await Promise.allSettled(keys.map((key) => setDoc(examDoc(db(ANA), key), storedExam())));
    expect(results.filter((r) => r.status === 'fulfilled')).toEqual([]);
  });

  it('attack: a responses map of 10,000 keys is refused', async () => {
    const responses = Object.fromEntries(ids(10_000, 'q').map((id) => [id, '{"kind":"choices","ids":["a"]}']));
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({}, {responses})));
  });

  it("attack: a responses map keyed by anything but the exam's questions is refused", async () => {
    const responses = {'not-a-question': '{"kind":"choices","ids":["a"]}'};
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({}, {responses})));
  });

  it('attack: one response of 900,000 characters is refused', async () => {
    const responses = {q1: JSON.stringify({kind: 'numeric', value: '9'.repeat(900_000)})};
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({}, {responses})));
  });

  it('attack: a response that is a map of any size (which the rules cannot measure) is refused', async () => {
    const responses = {q1: {kind: 'numeric', value: '9'.repeat(500_000)}};
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({}, {responses})));
  });

  it('attack: a choiceOrder map of 10,000 keys is refused', async () => {
    const choiceOrder = Object.fromEntries(ids(10_000, 'q').map((id) => [id, '["a","b"]']));
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({}, {choiceOrder})));
  });

  it("attack: a choiceOrder keyed by anything but the exam's questions, or of 840,000 characters, is refused", async () => {
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({}, {choiceOrder: {other: '["a"]'}})));
    const choiceOrder = {q1: JSON.stringify(new Array(120_000).fill('abcd'))};
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({}, {choiceOrder})));
  });

  it('attack: 500 question ids of 1,900 characters each are refused', async () => {
    const questionIds = ids(500, 'q').map((id) => id.padEnd(1900, 'x'));
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({}, {questionIds})));
  });

  it('attack: a flagged list of questions outside the exam is refused', async () => {
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({}, {flagged: ids(400, 'other-')})));
  });
});

describe('attack: the same writes from an anonymous sign-in', () => {
  const ANON = 'anonymous-uid';

  it('attack: an anonymous account writing an attempt is refused', async () => {
    await assertFails(setDoc(attemptDoc(anonymous(ANON), 'a000', ANON), storedAttempt(0)));
  });

  it('attack: an anonymous account writing an exam in progress is refused', async () => {
    await assertFails(setDoc(examDoc(anonymous(ANON), 'mock-mini', ANON), storedExam()));
  });

  it('attack: an anonymous account sending a Pro enquiry is refused', async () => {
    const enquiry = {name: 'x', email: 'x@example.com', organisation: 'x', seats: 1, message: '', createdAt: serverTimestamp(), uid: ANON};
    await assertFails(setDoc(doc(anonymous(ANON), 'proEnquiries', ANON), enquiry));
  });
});

describe('attack: client-set times that decide things', () => {
  it('attack: an exam in progress saved "at" 2100, to win every merge, is refused', async () => {
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({updatedAt: new Date('2100-01-01T00:00:00Z')})));
  });

  it('attack: an exam in progress started after it was last saved, or before the site, is refused', async () => {
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({startedAt: new Date(Date.now() + 60_000)})));
    await assertFails(setDoc(examDoc(db(ANA), 'mock-mini'), storedExam({startedAt: new Date('1970-01-01T00:00:00Z')})));
  });

  it('attack: an attempt that finished in 1970 is refused', async () => {
    const times = {startedAt: at('1970-01-01T00:00:00Z'), finishedAt: at('1970-01-01T00:10:00Z')};
    await assertFails(setDoc(attemptDoc(db(ANA), 'a000'), storedAttempt(0, times)));
  });

  it('attack: an attempt that starts in 2100 is refused', async () => {
    const times = {startedAt: at('2100-01-01T00:00:00Z'), finishedAt: at('2100-01-01T00:10:00Z')};
    await assertFails(setDoc(attemptDoc(db(ANA), 'a000'), storedAttempt(0, times)));
  });

  it('attack: an attempt that finishes before it starts is refused', async () => {
    const times = {startedAt: Timestamp.now(), finishedAt: Timestamp.fromMillis(Date.now() - 3_600_000)};
    await assertFails(setDoc(attemptDoc(db(ANA), 'a000'), storedAttempt(0, times)));
  });
});

describe('attack: Pro enquiries in someone else’s name', () => {
  const enquiry = (email: string) => ({
    name: 'Review Centre',
    email,
    organisation: 'Centre',
    seats: 40,
    message: '',
    createdAt: serverTimestamp(),
    uid: ANA.uid,
  });

  it('attack: a Pro enquiry from an account whose email is not verified is refused', async () => {
    await assertFails(setDoc(doc(db(ANA, false), 'proEnquiries', ANA.uid), enquiry(ANA.email)));
  });

  it("attack: a Pro enquiry whose email is another address than the sender's is refused", async () => {
    await assertFails(setDoc(doc(db(ANA), 'proEnquiries', ANA.uid), enquiry(BEN.email)));
    await assertFails(setDoc(doc(db(ANA), 'proEnquiries', ANA.uid), enquiry('victim@example.org')));
  });

  it("control: the sender's own verified address is accepted", async () => {
    await assertSucceeds(setDoc(doc(db(ANA), 'proEnquiries', ANA.uid), enquiry(ANA.email)));
  });
});
