import {assertFails, assertSucceeds} from '@firebase/rules-unit-testing';
import {collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, type Firestore} from 'firebase/firestore';
import {LIMITS} from '@site/src/lib/limits';
import {encodeMarks} from '@site/src/backend/firebase/progressCodec';
import type {StudyMark} from '@site/src/backend/types';
import {ANA, BEN, ADMIN, anonymous, db, guest, withRulesEnvironment} from './firestoreFixture';

// users/{uid}/marks/all: a candidate's flags and notes (issue 28). Owner only,
// one document under one fixed id, its marks bounded in number and length.
withRulesEnvironment();

const marksDoc = (firestore: Firestore, uid = ANA.uid, id = 'all') => doc(firestore, 'users', uid, 'marks', id);

const mark = (i: number, note = ''): StudyMark => ({
  target: 'item',
  ref: `q${i}`,
  label: `Question ${i}`,
  subject: 1,
  topic: 'cmta-basics',
  flagged: true,
  note,
  updatedAt: new Date(),
});

/** The marks document as the Firebase adapter writes it; `overrides` replace stored fields. */
const stored = (marks: StudyMark[] = [mark(1, 'Review the 15-day rule')], overrides: Record<string, unknown> = {}) => ({
  ...encodeMarks(marks),
  updatedAt: Timestamp.now(),
  ...overrides,
});

describe('users/{uid}/marks/all: flags and notes', () => {
  it('lets the owner write, read, replace and delete their marks', async () => {
    await assertSucceeds(setDoc(marksDoc(db(ANA)), stored()));
    const read = await assertSucceeds(getDoc(marksDoc(db(ANA))));
    expect(read.data()?.marks).toHaveLength(1);
    await assertSucceeds(setDoc(marksDoc(db(ANA)), stored([mark(1), mark(2, 'note')])));
    await assertSucceeds(setDoc(marksDoc(db(ANA)), stored([])));
    await assertSucceeds(deleteDoc(marksDoc(db(ANA))));
  });

  it('takes the most marks an account keeps, at the longest notes', async () => {
    const full = Array.from({length: LIMITS.marks.countMax}, (_, i) => mark(i, 'n'.repeat(LIMITS.marks.noteMax)));
    await assertSucceeds(setDoc(marksDoc(db(ANA)), stored(full)));
  });

  it("attack: another user, a guest, an anonymous sign-in or an admin reading or writing Ana's marks is refused", async () => {
    await assertSucceeds(setDoc(marksDoc(db(ANA)), stored()));
    for (const other of [db(BEN), guest(), anonymous('anon-uid'), db(ADMIN)]) {
      await assertFails(getDoc(marksDoc(other)));
      await assertFails(setDoc(marksDoc(other), stored()));
      await assertFails(deleteDoc(marksDoc(other)));
    }
  });

  it('attack: marks under any document id but the one fixed id are refused, and listing is refused', async () => {
    await assertFails(setDoc(marksDoc(db(ANA), ANA.uid, 'all2'), stored()));
    await assertFails(setDoc(marksDoc(db(ANA), ANA.uid, 'extra-1'), stored()));
    await assertFails(getDocs(collection(db(ANA), 'users', ANA.uid, 'marks')));
  });

  it('attack: one mark more than the limit is refused', async () => {
    const marks = new Array<string>(LIMITS.marks.countMax + 1).fill('{}');
    await assertFails(setDoc(marksDoc(db(ANA)), stored([], {marks})));
  });

  it('attack: a 1,000,000-character mark, or marks over the joined length, are refused', async () => {
    await assertFails(setDoc(marksDoc(db(ANA)), stored([], {marks: ['x'.repeat(1_000_000)]})));
    const each = Math.ceil(LIMITS.marks.charsMax / 100) + 1;
    await assertFails(setDoc(marksDoc(db(ANA)), stored([], {marks: new Array<string>(100).fill('x'.repeat(each))})));
  });

  it('attack: marks as maps (which the rules cannot measure), a map instead of a list, or an extra field are refused', async () => {
    await assertFails(setDoc(marksDoc(db(ANA)), stored([], {marks: [{ref: 'q1', note: 'x'.repeat(500_000)}]})));
    await assertFails(setDoc(marksDoc(db(ANA)), stored([], {marks: {q1: 'x'}})));
    await assertFails(setDoc(marksDoc(db(ANA)), stored(undefined, {padding: 'x'})));
    await assertFails(setDoc(marksDoc(db(ANA)), {marks: []}));
  });

  it('attack: a time in 2100 or before the site existed is refused', async () => {
    await assertFails(setDoc(marksDoc(db(ANA)), stored(undefined, {updatedAt: Timestamp.fromDate(new Date('2100-01-01'))})));
    await assertFails(setDoc(marksDoc(db(ANA)), stored(undefined, {updatedAt: Timestamp.fromDate(new Date('2020-01-01'))})));
    await assertFails(setDoc(marksDoc(db(ANA)), stored(undefined, {updatedAt: 'now'})));
  });
});
