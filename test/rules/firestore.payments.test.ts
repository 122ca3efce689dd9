import {assertFails, assertSucceeds} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
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
  submission,
  withRulesEnvironment,
} from './firestoreFixture';

// payments/{email}: what candidates and admins may write and read.
withRulesEnvironment();

/** An admin's approval, as decide() writes it. */
function approval(overrides: Record<string, unknown> = {}) {
  return {
    status: 'approved',
    reviewedBy: ADMIN.uid,
    reviewedAt: serverTimestamp(),
    reviewNote: null,
    updatedAt: serverTimestamp(),
    accessUntil: inDays(182),
    ...overrides,
  };
}

describe('payments: a candidate writes only their own pending record', () => {
  const mine = () => doc(db(ANA), 'payments', ANA.email);

  it('lets a verified user create their own pending record', async () => {
    await assertSucceeds(setDoc(mine(), submission(ANA)));
  });

  it("refuses a record under someone else's email", async () => {
    await assertFails(setDoc(doc(db(ANA), 'payments', BEN.email), submission(ANA, {email: BEN.email})));
  });

  it('refuses a candidate who marks their own record approved or rejected', async () => {
    await assertFails(setDoc(mine(), submission(ANA, {status: 'approved'})));
    await assertFails(setDoc(mine(), submission(ANA, {status: 'rejected'})));
  });

  it('refuses a candidate who writes review fields or an end of access', async () => {
    await assertFails(setDoc(mine(), submission(ANA, {reviewedBy: ANA.uid})));
    await assertFails(setDoc(mine(), submission(ANA, {accessUntil: inDays(3650)})));
    await assertFails(setDoc(mine(), submission(ANA, {extra: 'x'})));
  });

  it("refuses a receipt path outside the user's own receipt slots", async () => {
    await assertFails(setDoc(mine(), submission(ANA, {receiptPath: `receipts/${BEN.uid}/receipt-1`})));
    await assertFails(setDoc(mine(), submission(ANA, {receiptPath: `receipts/${ANA.uid}/receipt-3`})));
    await assertFails(setDoc(mine(), submission(ANA, {receiptPath: `receipts/${ANA.uid}/receipt-1.png`})));
    await assertFails(setDoc(mine(), submission(ANA, {receiptPath: `receipts/${ANA.uid}/anything.png`})));
    await assertSucceeds(setDoc(mine(), submission(ANA, {receiptPath: `receipts/${ANA.uid}/receipt-2`})));
  });

  it('refuses an unknown method, a reference number or amount outside the limits', async () => {
    await assertFails(setDoc(mine(), submission(ANA, {method: 'cash'})));
    await assertFails(setDoc(mine(), submission(ANA, {referenceNo: '123'})));
    await assertFails(setDoc(mine(), submission(ANA, {referenceNo: 'x'.repeat(41)})));
    await assertSucceeds(setDoc(mine(), submission(ANA, {referenceNo: 'x'.repeat(40)})));
    await assertFails(setDoc(mine(), submission(ANA, {amountPhp: 0})));
    await assertFails(setDoc(mine(), submission(ANA, {amountPhp: 100_001})));
  });

  it("refuses a client-chosen createdAt or updatedAt: they are the server's time", async () => {
    await assertFails(
      setDoc(mine(), submission(ANA, {createdAt: Timestamp.fromDate(new Date('2020-01-01'))})),
    );
    await assertFails(setDoc(mine(), submission(ANA, {createdAt: 'yesterday'})));
    await assertFails(setDoc(mine(), submission(ANA, {updatedAt: inDays(1)})));
    const {createdAt: _dropped, ...withoutCreatedAt} = submission(ANA);
    await assertFails(setDoc(mine(), withoutCreatedAt));
  });

  it('lets a pending candidate send a corrected proof (the admin decision checks what it saw)', async () => {
    await seed(`payments/${ANA.email}`, pending(ANA));
    await assertSucceeds(
      setDoc(
        mine(),
        submission(ANA, {referenceNo: '9999999999999', receiptPath: `receipts/${ANA.uid}/receipt-2`}),
      ),
    );
  });

  it('lets a rejected candidate resubmit, but not change an approved record while access runs', async () => {
    await seed(`payments/${ANA.email}`, {...pending(ANA), status: 'rejected', reviewNote: 'blurred'});
    await assertSucceeds(setDoc(mine(), submission(ANA)));
    await seed(`payments/${BEN.email}`, approved(BEN.email));
    await assertFails(setDoc(doc(db(BEN), 'payments', BEN.email), submission(BEN)));
  });

  it('lets a candidate whose access ended renew with a new proof', async () => {
    await seed(`payments/${BEN.email}`, approved(BEN.email, inDays(-1)));
    await assertSucceeds(setDoc(doc(db(BEN), 'payments', BEN.email), submission(BEN)));
  });
});

describe('payments: an unverified email cannot claim a record', () => {
  it('refuses to create or read a record for an unverified email', async () => {
    await assertFails(setDoc(doc(db(ANA, false), 'payments', ANA.email), submission(ANA)));
    await seed(`payments/${ANA.email}`, approved(ANA.email));
    await assertFails(getDoc(doc(db(ANA, false), 'payments', ANA.email)));
  });
});

describe('payments: only admins approve or reject', () => {
  const record = (firestore: Firestore) => doc(firestore, 'payments', ANA.email);
  beforeEach(async () => {
    await seed(`payments/${ANA.email}`, pending(ANA));
  });

  it('lets an admin approve, recording who, when and the end of access', async () => {
    await assertSucceeds(updateDoc(record(db(ADMIN)), approval()));
  });

  it('refuses an approval without an end of access, or one too far ahead or already past', async () => {
    await assertFails(updateDoc(record(db(ADMIN)), approval({accessUntil: deleteField()})));
    await assertFails(updateDoc(record(db(ADMIN)), approval({accessUntil: inDays(187)})));
    await assertFails(updateDoc(record(db(ADMIN)), approval({accessUntil: inDays(-1)})));
    await assertFails(updateDoc(record(db(ADMIN)), approval({accessUntil: '2027-09-01'})));
  });

  it('lets an admin reject with a note, and refuses a rejection that grants access', async () => {
    await assertSucceeds(
      updateDoc(
        record(db(ADMIN)),
        approval({status: 'rejected', reviewNote: 'Blurred', accessUntil: deleteField()}),
      ),
    );
    await seed(`payments/${ANA.email}`, pending(ANA));
    await assertFails(updateDoc(record(db(ADMIN)), approval({status: 'rejected', reviewNote: 'Blurred'})));
  });

  it('refuses a decision that does not record the reviewer, or with a note over the limit', async () => {
    await assertFails(updateDoc(record(db(ADMIN)), {status: 'rejected'}));
    await assertFails(updateDoc(record(db(ADMIN)), approval({reviewedBy: BEN.uid})));
    await assertFails(updateDoc(record(db(ADMIN)), approval({reviewedAt: inDays(-1)})));
    await assertFails(updateDoc(record(db(ADMIN)), approval({reviewNote: 'x'.repeat(1001)})));
  });

  it('refuses a decision that also changes what the candidate sent', async () => {
    await assertFails(updateDoc(record(db(ADMIN)), approval({referenceNo: '5555555555555'})));
    await assertFails(updateDoc(record(db(ADMIN)), approval({receiptPath: `receipts/${ANA.uid}/receipt-2`})));
  });

  it('refuses a non-admin who approves any record', async () => {
    await assertFails(updateDoc(record(db(BEN)), approval({reviewedBy: BEN.uid})));
    await assertFails(updateDoc(record(db(ANA)), approval({reviewedBy: ANA.uid})));
  });

  it('lets an admin create an approved record for an email with no account yet', async () => {
    const walkIn = 'new.person@example.com';
    const created = {
      ...approved(walkIn, inDays(182)),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      reviewedAt: serverTimestamp(),
      reviewNote: 'Paid at the counter',
    };
    await assertSucceeds(setDoc(doc(db(ADMIN), 'payments', walkIn), created));
    await assertFails(
      setDoc(doc(db(ADMIN), 'payments', 'other@example.com'), {
        ...created,
        email: 'other@example.com',
        createdAt: inDays(-5),
      }),
    );
    await assertFails(
      setDoc(doc(db(ADMIN), 'payments', 'third@example.com'), {
        ...created,
        email: 'third@example.com',
        accessUntil: inDays(400),
      }),
    );
  });
});

describe('payments: no deletes', () => {
  it('refuses a delete by the owner and by an admin', async () => {
    await seed(`payments/${ANA.email}`, pending(ANA));
    await assertFails(deleteDoc(doc(db(ANA), 'payments', ANA.email)));
    await assertFails(deleteDoc(doc(db(ADMIN), 'payments', ANA.email)));
  });
});

describe('payments: reads', () => {
  beforeEach(async () => {
    await seed(`payments/${ANA.email}`, approved(ANA.email));
    await seed(`payments/${BEN.email}`, pending(BEN));
  });

  it("allows the spec's lookup: where email == mine, first result", async () => {
    const lookup = query(collection(db(ANA), 'payments'), where('email', '==', ANA.email), limit(1));
    await assertSucceeds(getDocs(lookup));
    await assertSucceeds(getDoc(doc(db(ANA), 'payments', ANA.email)));
  });

  it("refuses others' records, by path and by query", async () => {
    await assertFails(getDoc(doc(db(ANA), 'payments', BEN.email)));
    await assertFails(
      getDocs(query(collection(db(ANA), 'payments'), where('email', '==', BEN.email), limit(1))),
    );
  });

  it('refuses an unfiltered list to users and guests, and allows it to admins', async () => {
    await assertFails(getDocs(collection(db(ANA), 'payments')));
    await assertFails(getDocs(collection(guest(), 'payments')));
    await assertSucceeds(getDocs(collection(db(ADMIN), 'payments')));
  });
});
