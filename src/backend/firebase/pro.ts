/** Pro enquiries on Firestore: one per signed-in sender at `proEnquiries/{uid}`; admins list them. */
import type {FirebaseApp} from 'firebase/app';
import type {Auth} from 'firebase/auth';
import {decodeRecords, enquirySchema} from '../schemas';
import {BackendError, type ProService} from '../types';
import type {FirebaseBackendOptions} from './options';
import {guard} from './payments';
import {openFirestore} from './sdk';
import {verifiedInToken} from './verification';

export function createFirebasePro(app: FirebaseApp, auth: Auth, options: FirebaseBackendOptions): ProService {
  return {
    async createEnquiry(input) {
      // The rules need a signed-in sender with a verified email, keep one
      // enquiry per account at proEnquiries/{uid} (sending again replaces
      // it), and take the reply address only as the token's own email.
      const user = auth.currentUser;
      if (!user?.email) throw new BackendError('payment', 'permission-denied');
      if (!(await verifiedInToken(user))) throw new BackendError('payment', 'email-not-verified');
      const {uid, email} = user;
      const {doc, setDoc, serverTimestamp, db} = await openFirestore(app, options);
      await setDoc(doc(db, 'proEnquiries', uid), {
        name: input.name,
        email,
        organisation: input.organisation,
        seats: input.seats,
        message: input.message,
        createdAt: serverTimestamp(),
        uid,
      });
    },
    listEnquiries() {
      return guard('unavailable', async () => {
        const {collection, getDocs, orderBy, query, db} = await openFirestore(app, options);
        const snapshot = await getDocs(query(collection(db, 'proEnquiries'), orderBy('createdAt', 'desc')));
        return decodeRecords(
          enquirySchema,
          snapshot.docs.map((d) => ({...d.data(), id: d.id})),
          'Pro enquiry',
        );
      });
    },
  };
}
