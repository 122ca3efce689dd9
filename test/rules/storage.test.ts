import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {doc, setDoc, type Firestore} from 'firebase/firestore';
import {deleteObject, getBytes, ref, uploadBytes, type FirebaseStorage} from 'firebase/storage';
import {startRulesEnvironment, token} from './env';

let env: RulesTestEnvironment;

const ANA = {uid: 'ana-uid', email: 'ana@example.com'};
const BEN = {uid: 'ben-uid', email: 'ben@example.com'};
const ADMIN = {uid: 'admin-uid', email: 'admin@example.com'};
const MB = 1024 * 1024;

function storage(user: {uid: string; email: string}, verified = true): FirebaseStorage {
  return env.authenticatedContext(user.uid, token(user.email, verified)).storage() as unknown as FirebaseStorage;
}
const guest = (): FirebaseStorage => env.unauthenticatedContext().storage() as unknown as FirebaseStorage;
const bytes = (size: number): Uint8Array => new Uint8Array(size);

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'admins', ADMIN.uid), {addedBy: 'console'});
    await setDoc(doc(db, 'payments', ANA.email), {email: ANA.email, tier: 'premium', status: 'approved'});
    await setDoc(doc(db, 'payments', BEN.email), {email: BEN.email, tier: 'premium', status: 'pending'});
    const files = context.storage() as unknown as FirebaseStorage;
    await uploadBytes(ref(files, 'premium/how-to-answer.webm'), bytes(16), {contentType: 'video/webm'});
  });
});

describe('receipts: own path, type and size limits, write-once', () => {
  it('accepts a PNG, JPEG, WebP or PDF of at most 5 MB in the own folder', async () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['b.jpg', 'image/jpeg'],
      ['c.webp', 'image/webp'],
      ['d.pdf', 'application/pdf'],
    ] as const) {
      await assertSucceeds(uploadBytes(ref(storage(ANA), `receipts/${ANA.uid}/${name}`), bytes(1024), {contentType: type}));
    }
    await assertSucceeds(
      uploadBytes(ref(storage(ANA), `receipts/${ANA.uid}/max.png`), bytes(5 * MB), {contentType: 'image/png'}),
    );
  });

  it("refuses another user's folder and guests", async () => {
    await assertFails(uploadBytes(ref(storage(BEN), `receipts/${ANA.uid}/x.png`), bytes(10), {contentType: 'image/png'}));
    await assertFails(uploadBytes(ref(guest(), `receipts/${ANA.uid}/x.png`), bytes(10), {contentType: 'image/png'}));
  });

  it('refuses other types and files over 5 MB', async () => {
    await assertFails(
      uploadBytes(ref(storage(ANA), `receipts/${ANA.uid}/x.exe`), bytes(10), {contentType: 'application/x-msdownload'}),
    );
    await assertFails(
      uploadBytes(ref(storage(ANA), `receipts/${ANA.uid}/big.png`), bytes(5 * MB + 1), {contentType: 'image/png'}),
    );
  });

  it('refuses overwriting or deleting an uploaded receipt', async () => {
    const file = ref(storage(ANA), `receipts/${ANA.uid}/once.png`);
    await assertSucceeds(uploadBytes(file, bytes(10), {contentType: 'image/png'}));
    await assertFails(uploadBytes(file, bytes(20), {contentType: 'image/png'}));
    await assertFails(deleteObject(file));
  });

  it('lets the owner and admins read a receipt, and nobody else', async () => {
    await assertSucceeds(uploadBytes(ref(storage(ANA), `receipts/${ANA.uid}/r.png`), bytes(10), {contentType: 'image/png'}));
    await assertSucceeds(getBytes(ref(storage(ANA), `receipts/${ANA.uid}/r.png`)));
    await assertSucceeds(getBytes(ref(storage(ADMIN), `receipts/${ANA.uid}/r.png`)));
    await assertFails(getBytes(ref(storage(BEN), `receipts/${ANA.uid}/r.png`)));
  });
});

describe('premium files: premium users and admins only', () => {
  it('lets a premium user and an admin read the video', async () => {
    await assertSucceeds(getBytes(ref(storage(ANA), 'premium/how-to-answer.webm')));
    await assertSucceeds(getBytes(ref(storage(ADMIN), 'premium/how-to-answer.webm')));
  });

  it('refuses a pending user, an unverified email and a guest', async () => {
    await assertFails(getBytes(ref(storage(BEN), 'premium/how-to-answer.webm')));
    await assertFails(getBytes(ref(storage(ANA, false), 'premium/how-to-answer.webm')));
    await assertFails(getBytes(ref(guest(), 'premium/how-to-answer.webm')));
  });

  it('refuses browser uploads, even by an admin', async () => {
    await assertFails(uploadBytes(ref(storage(ADMIN), 'premium/new.webm'), bytes(10), {contentType: 'video/webm'}));
  });
});
