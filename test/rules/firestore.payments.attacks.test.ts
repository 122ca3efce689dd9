import {assertFails, assertSucceeds} from '@firebase/rules-unit-testing';
import {deleteDoc, deleteField, doc, serverTimestamp, setDoc, updateDoc, type Firestore} from 'firebase/firestore';
import {LIMITS} from '@site/src/lib/limits';
import {
  ADMIN,
  ANA,
  adminCreate,
  approved,
  db,
  decide,
  inDays,
  peek,
  pending,
  resubmission,
  seed,
  submission,
  withRulesEnvironment,
} from './firestoreFixture';

// Attacks on payment records found in issue 25, written as the attack: every
// one must be refused. The control tests beside them show that the honest
// write they are cut from is accepted, so each is refused for its attack.
withRulesEnvironment();

const mine = (firestore: Firestore = db(ANA)) => doc(firestore, 'payments', ANA.email);
const history = (firestore: Firestore, n: string) => doc(firestore, 'payments', ANA.email, 'history', n);

/** ANA's record after an admin rejected her first proof (and its history entry). */
async function rejectedOnce(): Promise<void> {
  await seed(`payments/${ANA.email}`, pending(ANA));
  await decide(db(ADMIN), ANA.email, {status: 'rejected', reviewNote: 'Blurred receipt', accessUntil: deleteField()});
}

describe('attack: erasing payment history', () => {
  it('attack: replacing a rejected record with a full write that drops reviewNote, reviewedBy and reviewedAt is refused', async () => {
    await rejectedOnce();
    const createdAt = (await peek(`payments/${ANA.email}`))?.createdAt;
    // Even keeping createdAt, the full write drops the decision's fields.
    await assertFails(setDoc(mine(), {...submission(ANA, {receiptPath: `receipts/${ANA.uid}/receipt-2`}), createdAt}));
    await assertFails(setDoc(mine(), submission(ANA, {receiptPath: `receipts/${ANA.uid}/receipt-2`})));
  });

  it('attack: replacing an expired approval with a full write that drops accessUntil and the review fields is refused', async () => {
    await seed(`payments/${ANA.email}`, {...approved(ANA.email, inDays(-1)), reviewNote: 'Paid', decisions: 1});
    await assertFails(setDoc(mine(), submission(ANA)));
  });

  it('attack: a resubmission that deletes the review fields or the end of access one by one is refused', async () => {
    await seed(`payments/${ANA.email}`, {...approved(ANA.email, inDays(-1)), reviewNote: 'Paid', decisions: 1});
    for (const field of ['reviewNote', 'reviewedBy', 'reviewedAt', 'accessUntil', 'decisions', 'createdAt']) {
      await assertFails(updateDoc(mine(), {...resubmission(ANA), [field]: deleteField()}));
    }
  });

  it('attack: a re-sent pending record that resets createdAt is refused', async () => {
    await seed(`payments/${ANA.email}`, pending(ANA));
    await assertFails(updateDoc(mine(), {...resubmission(ANA), createdAt: serverTimestamp()}));
    await assertFails(setDoc(mine(), submission(ANA, {receiptPath: `receipts/${ANA.uid}/receipt-2`})));
  });

  it('attack: a candidate resetting the decision count is refused', async () => {
    await rejectedOnce();
    await assertFails(updateDoc(mine(), {...resubmission(ANA), decisions: 0}));
  });

  it('control: a resubmission of only the candidate’s fields keeps the last decision and createdAt', async () => {
    await rejectedOnce();
    const before = await peek(`payments/${ANA.email}`);
    await assertSucceeds(updateDoc(mine(), resubmission(ANA, {receiptPath: `receipts/${ANA.uid}/receipt-2`})));
    const after = await peek(`payments/${ANA.email}`);
    expect(after).toMatchObject({status: 'pending', reviewNote: 'Blurred receipt', reviewedBy: ADMIN.uid, decisions: 1});
    expect(after?.createdAt).toEqual(before?.createdAt);
  });

  it('attack: an admin decision written without its history entry is refused', async () => {
    await seed(`payments/${ANA.email}`, pending(ANA));
    await assertFails(decide(db(ADMIN), ANA.email, {}, {withoutHistory: true}));
    await assertFails(adminCreate(db(ADMIN), 'walk.in@example.com', {}, {withoutHistory: true}));
  });

  it('attack: a history entry that differs from the decision it records is refused', async () => {
    await seed(`payments/${ANA.email}`, pending(ANA));
    await assertFails(decide(db(ADMIN), ANA.email, {}, {entry: {status: 'rejected'}}));
    await assertFails(decide(db(ADMIN), ANA.email, {}, {entry: {reviewNote: 'something else'}}));
    await assertFails(decide(db(ADMIN), ANA.email, {}, {entry: {receiptPath: `receipts/${ANA.uid}/receipt-2`}}));
    await assertFails(decide(db(ADMIN), ANA.email, {}, {entry: {accessUntil: inDays(30)}}));
  });

  it('attack: an admin decision that does not raise the decision count by one is refused', async () => {
    await rejectedOnce();
    await seed(`payments/${ANA.email}`, {...pending(ANA), decisions: 1});
    await assertFails(decide(db(ADMIN), ANA.email, {decisions: 1}));
    await assertFails(decide(db(ADMIN), ANA.email, {decisions: 5}));
  });

  it('attack: changing or deleting a history entry is refused, to its owner and to admins', async () => {
    await rejectedOnce();
    expect(await peek(`payments/${ANA.email}/history/1`)).toMatchObject({status: 'rejected', reviewNote: 'Blurred receipt'});
    for (const firestore of [db(ADMIN), db(ANA)]) {
      await assertFails(deleteDoc(history(firestore, '1')));
      await assertFails(updateDoc(history(firestore, '1'), {reviewNote: 'nothing happened'}));
      await assertFails(setDoc(history(firestore, '1'), {status: 'approved'}));
    }
  });

  it('attack: a candidate writing a history entry of their own is refused', async () => {
    await seed(`payments/${ANA.email}`, pending(ANA));
    const entry = {status: 'approved', reviewedBy: ANA.uid, reviewedAt: serverTimestamp(), reviewNote: null, amountPhp: 499, method: 'gcash', referenceNo: '1234567890123', receiptPath: null};
    await assertFails(setDoc(history(db(ANA), '1'), entry));
  });
});

describe('attack: the amount, the receipt folder and the record id', () => {
  it(`attack: a proof for an amount other than the price (₱${LIMITS.payment.pricePhp}) is refused`, async () => {
    await assertFails(setDoc(mine(), submission(ANA, {amountPhp: 1})));
    await assertFails(setDoc(mine(), submission(ANA, {amountPhp: LIMITS.payment.pricePhp - 1})));
    await assertFails(setDoc(mine(), submission(ANA, {amountPhp: LIMITS.payment.amountPhpMax})));
    await seed(`payments/${ANA.email}`, {...pending(ANA), status: 'rejected'});
    await assertFails(updateDoc(mine(), resubmission(ANA, {amountPhp: 1})));
  });

  it('control: a proof for the price is accepted', async () => {
    await assertSucceeds(setDoc(mine(), submission(ANA, {amountPhp: LIMITS.payment.pricePhp})));
  });

  it("attack: a uid with a '.' naming another account's receipt (receipts/abc/...) is refused", async () => {
    const dotted = {uid: 'a.c', email: 'dotted@example.com'};
    const theirs = doc(db(dotted), 'payments', dotted.email);
    await assertFails(setDoc(theirs, submission(dotted, {receiptPath: 'receipts/abc/receipt-1'})));
    await assertFails(setDoc(theirs, submission(dotted, {receiptPath: 'receipts/a.c/receipt-1/../x'})));
    // Its own folder, named exactly, is fine.
    await assertSucceeds(setDoc(theirs, submission(dotted, {receiptPath: 'receipts/a.c/receipt-1'})));
  });

  it('attack: an admin creating a payment record under a mixed-case id is refused', async () => {
    await assertFails(adminCreate(db(ADMIN), 'Walk.In@Example.com', {email: 'Walk.In@Example.com'}));
    await assertSucceeds(adminCreate(db(ADMIN), 'walk.in@example.com'));
  });
});
