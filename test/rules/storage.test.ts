import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {doc, setDoc, Timestamp, type Firestore} from 'firebase/firestore';
import {deleteObject, getBytes, ref, uploadBytes, type FirebaseStorage} from 'firebase/storage';
import {STORAGE_EMULATOR, anonymousToken, startRulesEnvironment, token} from './env';

// The Storage emulator cannot run on these machines (its rules runtime is a
// download), so without FIREBASE_STORAGE_EMULATOR_HOST every test here is
// skipped, and said to be: storage.rules is then reviewed by hand.
if (!STORAGE_EMULATOR) {
  console.log('Storage rules tests NOT RUN: no Storage emulator (FIREBASE_STORAGE_EMULATOR_HOST is not set).');
}

let env: RulesTestEnvironment;

const ANA = {uid: 'ana-uid', email: 'ana@example.com'};
const BEN = {uid: 'ben-uid', email: 'ben@example.com'};
const ADMIN = {uid: 'admin-uid', email: 'admin@example.com'};
const MB = 1024 * 1024;

describe.skipIf(!STORAGE_EMULATOR)('storage.rules on the Storage emulator', () => {
  function storage(user: {uid: string; email: string}, verified = true): FirebaseStorage {
    return env
      .authenticatedContext(user.uid, token(user.email, verified))
      .storage() as unknown as FirebaseStorage;
  }
  const guest = (): FirebaseStorage => env.unauthenticatedContext().storage() as unknown as FirebaseStorage;
  const bytes = (size: number): Uint8Array => new Uint8Array(size);

  beforeAll(async () => {
    env = await startRulesEnvironment();
  });
  afterAll(async () => {
    await env.cleanup();
  });
  const DAY = 24 * 60 * 60 * 1000;
  const inDays = (days: number): Timestamp => Timestamp.fromMillis(Date.now() + days * DAY);
  const CAI = {uid: 'cai-uid', email: 'cai@example.com'};

  beforeEach(async () => {
    await env.clearFirestore();
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'admins', ADMIN.uid), {addedBy: 'console'});
      await setDoc(doc(db, 'payments', ANA.email), {
        email: ANA.email,
        tier: 'premium',
        status: 'approved',
        accessUntil: inDays(30),
      });
      await setDoc(doc(db, 'payments', BEN.email), {
        email: BEN.email,
        tier: 'premium',
        status: 'pending',
        receiptPath: `receipts/${BEN.uid}/receipt-1`,
      });
      await setDoc(doc(db, 'payments', CAI.email), {
        email: CAI.email,
        tier: 'premium',
        status: 'approved',
        accessUntil: inDays(-1),
      });
      const files = context.storage() as unknown as FirebaseStorage;
      await uploadBytes(ref(files, 'premium/how-to-answer.webm'), bytes(16), {contentType: 'video/webm'});
      await uploadBytes(ref(files, `receipts/${BEN.uid}/receipt-1`), bytes(16), {contentType: 'image/png'});
    });
  });

  describe('receipts: a verified owner, twelve slots, type and size limits, write-once, kept', () => {
    const slot = (user: {uid: string; email: string}, name: string, verified = true) =>
      ref(storage(user, verified), `receipts/${user.uid}/${name}`);

    it('accepts a PNG, JPEG, WebP or PDF of at most 5 MB in any of its slots', async () => {
      await assertSucceeds(uploadBytes(slot(ANA, 'receipt-1'), bytes(5 * MB), {contentType: 'image/png'}));
      await assertSucceeds(uploadBytes(slot(ANA, 'receipt-2'), bytes(1024), {contentType: 'application/pdf'}));
      await assertSucceeds(uploadBytes(slot(CAI, 'receipt-1'), bytes(1024), {contentType: 'image/jpeg'}));
      await assertSucceeds(uploadBytes(slot(CAI, 'receipt-2'), bytes(1024), {contentType: 'image/webp'}));
      await assertSucceeds(uploadBytes(slot(CAI, 'receipt-12'), bytes(1024), {contentType: 'image/webp'}));
    });

    it('refuses any other file name, so an account cannot store receipts without end', async () => {
      await assertFails(uploadBytes(slot(ANA, 'receipt-13'), bytes(10), {contentType: 'image/png'}));
      await assertFails(uploadBytes(slot(ANA, 'receipt-0'), bytes(10), {contentType: 'image/png'}));
      await assertFails(uploadBytes(slot(ANA, 'receipt-01'), bytes(10), {contentType: 'image/png'}));
      await assertFails(uploadBytes(slot(ANA, 'receipt-1.png'), bytes(10), {contentType: 'image/png'}));
      await assertFails(uploadBytes(slot(ANA, '1700000000000-123.png'), bytes(10), {contentType: 'image/png'}));
    });

    it("refuses an unverified email, another user's folder and guests", async () => {
      await assertFails(uploadBytes(slot(ANA, 'receipt-1', false), bytes(10), {contentType: 'image/png'}));
      await assertFails(
        uploadBytes(ref(storage(BEN), `receipts/${ANA.uid}/receipt-1`), bytes(10), {contentType: 'image/png'}),
      );
      await assertFails(
        uploadBytes(ref(guest(), `receipts/${ANA.uid}/receipt-1`), bytes(10), {contentType: 'image/png'}),
      );
    });

    it('refuses other types and files over 5 MB', async () => {
      await assertFails(
        uploadBytes(slot(ANA, 'receipt-1'), bytes(10), {contentType: 'application/x-msdownload'}),
      );
      await assertFails(uploadBytes(slot(ANA, 'receipt-1'), bytes(10), {contentType: 'text/html'}));
      await assertFails(uploadBytes(slot(ANA, 'receipt-1'), bytes(5 * MB + 1), {contentType: 'image/png'}));
    });

    it('refuses overwriting a receipt', async () => {
      await assertSucceeds(uploadBytes(slot(ANA, 'receipt-1'), bytes(10), {contentType: 'image/png'}));
      await assertFails(uploadBytes(slot(ANA, 'receipt-1'), bytes(20), {contentType: 'image/png'}));
    });

    // Issue 25: receipts are kept whatever the records say (the design changed
    // from "the owner may clear a slot the record does not name").
    it('attack: the owner deleting the receipt their record names is refused', async () => {
      await assertFails(deleteObject(slot(BEN, 'receipt-1')));
    });

    it('attack: the owner deleting or replacing a receipt an earlier decision named is refused', async () => {
      // BEN's record now names receipt-2; receipt-1 is what an earlier (rejected) decision was made on.
      await assertSucceeds(uploadBytes(slot(BEN, 'receipt-2'), bytes(10), {contentType: 'image/png'}));
      await assertFails(deleteObject(slot(BEN, 'receipt-1')));
      await assertFails(uploadBytes(slot(BEN, 'receipt-1'), bytes(20), {contentType: 'image/png'}));
      await assertFails(deleteObject(slot(BEN, 'receipt-2')));
    });

    it('attack: after changing the account email, deleting the old record’s receipt is still refused', async () => {
      const renamed = {uid: BEN.uid, email: 'ben.new@example.com'};
      await assertFails(deleteObject(ref(storage(renamed), `receipts/${BEN.uid}/receipt-1`)));
    });

    it('attack: an anonymous sign-in uploading a receipt is refused', async () => {
      const anonymous = env.authenticatedContext('anon-uid', anonymousToken()).storage() as unknown as FirebaseStorage;
      await assertFails(uploadBytes(ref(anonymous, 'receipts/anon-uid/receipt-1'), bytes(10), {contentType: 'image/png'}));
    });

    it('refuses deletes by others and by an unverified owner', async () => {
      await assertFails(deleteObject(ref(storage(ANA), `receipts/${BEN.uid}/receipt-1`)));
      await assertFails(deleteObject(ref(storage(BEN, false), `receipts/${BEN.uid}/receipt-1`)));
    });

    it('lets the owner and admins read a receipt, and nobody else', async () => {
      await assertSucceeds(getBytes(slot(BEN, 'receipt-1')));
      await assertSucceeds(getBytes(ref(storage(ADMIN), `receipts/${BEN.uid}/receipt-1`)));
      await assertFails(getBytes(ref(storage(ANA), `receipts/${BEN.uid}/receipt-1`)));
    });
  });

  describe('premium files: premium users whose access runs, and admins', () => {
    it('lets a premium user and an admin read the video', async () => {
      await assertSucceeds(getBytes(ref(storage(ANA), 'premium/how-to-answer.webm')));
      await assertSucceeds(getBytes(ref(storage(ADMIN), 'premium/how-to-answer.webm')));
    });

    it('refuses a pending user, an ended access, an unverified email and a guest', async () => {
      await assertFails(getBytes(ref(storage(BEN), 'premium/how-to-answer.webm')));
      await assertFails(getBytes(ref(storage(CAI), 'premium/how-to-answer.webm')));
      await assertFails(getBytes(ref(storage(ANA, false), 'premium/how-to-answer.webm')));
      await assertFails(getBytes(ref(guest(), 'premium/how-to-answer.webm')));
    });

    it('refuses browser uploads, even by an admin', async () => {
      await assertFails(
        uploadBytes(ref(storage(ADMIN), 'premium/new.webm'), bytes(10), {contentType: 'video/webm'}),
      );
    });
  });
});
