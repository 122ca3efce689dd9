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
  adminCreate,
  approved,
  db,
  decide,
  guest,
  inDays,
  pending,
  resubmission,
  seed,
  submission,
  withRulesEnvironment,
} from './firestoreFixture';

// payments/{email}: what candidates and admins may write and read. Attacks
// found in issue 25 (erasing decisions, the price, ids): firestore.payments.attacks.test.ts.
withRulesEnvironment();

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
    await assertFails(setDoc(mine(), submission(ANA, {receiptPath: `receipts/${ANA.uid}/receipt-13`})));
    await assertFails(setDoc(mine(), submission(ANA, {receiptPath: `receipts/${ANA.uid}/receipt-1.png`})));
    await assertFails(setDoc(mine(), submission(ANA, {receiptPath: `receipts/${ANA.uid}/anything.png`})));
    // Twelve slots since issue 25 (receipts are kept, so each submission takes a new one).
    await assertFails(setDoc(mine(), submission(ANA, {receiptPath: `receipts/${ANA.uid}/receipt-0`})));
    await assertSucceeds(setDoc(mine(), submission(ANA, {receiptPath: `receipts/${ANA.uid}/receipt-12`})));
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

  // A resubmission is an update of the candidate's own fields (issue 25:
  // createdAt and the last decision's review fields stay), no longer a full write.
  it('lets a pending candidate send a corrected proof (the admin decision checks what it saw)', async () => {
    await seed(`payments/${ANA.email}`, pending(ANA));
    await assertSucceeds(
      updateDoc(
        mine(),
        resubmission(ANA, {referenceNo: '9999999999999', receiptPath: `receipts/${ANA.uid}/receipt-2`}),
      ),
    );
  });

  it('lets a rejected candidate resubmit, but not change an approved record while access runs', async () => {
    await seed(`payments/${ANA.email}`, {...pending(ANA), status: 'rejected', reviewNote: 'blurred'});
    await assertSucceeds(updateDoc(mine(), resubmission(ANA, {receiptPath: `receipts/${ANA.uid}/receipt-2`})));
    await seed(`payments/${BEN.email}`, approved(BEN.email));
    await assertFails(updateDoc(doc(db(BEN), 'payments', BEN.email), resubmission(BEN)));
  });

  it('lets a candidate whose access ended renew with a new proof', async () => {
    await seed(`payments/${BEN.email}`, approved(BEN.email, inDays(-1)));
    await assertSucceeds(updateDoc(doc(db(BEN), 'payments', BEN.email), resubmission(BEN)));
  });
});

describe('payments: an unverified email cannot claim a record', () => {
  it('refuses to create or read a record for an unverified email', async () => {
    await assertFails(setDoc(doc(db(ANA, false), 'payments', ANA.email), submission(ANA)));
    await seed(`payments/${ANA.email}`, approved(ANA.email));
    await assertFails(getDoc(doc(db(ANA, false), 'payments', ANA.email)));
  });
});

// Every decision is written with its history entry in one batch (issue 25);
// decide() and adminCreate() build both as the admin flows do, and each test
// below changes one thing.
describe('payments: only admins approve or reject', () => {
  const record = (firestore: Firestore) => doc(firestore, 'payments', ANA.email);
  beforeEach(async () => {
    await seed(`payments/${ANA.email}`, pending(ANA));
  });

  it('lets an admin approve, recording who, when and the end of access', async () => {
    await assertSucceeds(decide(db(ADMIN), ANA.email));
  });

  it('refuses an approval without an end of access, or one too far ahead or already past', async () => {
    await assertFails(decide(db(ADMIN), ANA.email, {accessUntil: deleteField()}));
    await assertFails(decide(db(ADMIN), ANA.email, {accessUntil: inDays(187)}));
    await assertFails(decide(db(ADMIN), ANA.email, {accessUntil: inDays(-1)}));
    await assertFails(decide(db(ADMIN), ANA.email, {accessUntil: '2027-09-01'}));
  });

  it('lets an admin reject with a note, and refuses a rejection that grants access', async () => {
    await assertSucceeds(
      decide(db(ADMIN), ANA.email, {status: 'rejected', reviewNote: 'Blurred', accessUntil: deleteField()}),
    );
    // Back to pending after that first decision (its history entry stays).
    await seed(`payments/${ANA.email}`, {...pending(ANA), decisions: 1});
    await assertFails(decide(db(ADMIN), ANA.email, {status: 'rejected', reviewNote: 'Blurred'}));
  });

  it('refuses a decision that does not record the reviewer, or with a note over the limit', async () => {
    await assertFails(updateDoc(record(db(ADMIN)), {status: 'rejected'}));
    await assertFails(decide(db(ADMIN), ANA.email, {reviewedBy: BEN.uid}, {entry: {reviewedBy: ADMIN.uid}}));
    await assertFails(decide(db(ADMIN), ANA.email, {reviewedAt: inDays(-1)}));
    await assertFails(decide(db(ADMIN), ANA.email, {reviewNote: 'x'.repeat(1001)}));
  });

  it('refuses a decision that also changes what the candidate sent', async () => {
    await assertFails(decide(db(ADMIN), ANA.email, {referenceNo: '5555555555555'}));
    await assertFails(decide(db(ADMIN), ANA.email, {receiptPath: `receipts/${ANA.uid}/receipt-2`}));
  });

  it('refuses a non-admin who approves any record', async () => {
    await assertFails(decide(db(BEN), ANA.email, {reviewedBy: BEN.uid}));
    await assertFails(decide(db(ANA), ANA.email, {reviewedBy: ANA.uid}));
  });

  it('lets an admin create an approved record for an email with no account yet', async () => {
    await assertSucceeds(adminCreate(db(ADMIN), 'new.person@example.com'));
    await assertFails(adminCreate(db(ADMIN), 'other@example.com', {createdAt: inDays(-5)}));
    await assertFails(adminCreate(db(ADMIN), 'third@example.com', {accessUntil: inDays(400)}));
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
