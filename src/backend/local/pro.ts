/** Pro enquiries in local mode: one per signed-in account, listed for admins. */
import {decodeRecords, enquirySchema} from '../schemas';
import {BackendError, type ProService} from '../types';
import {isAdminUid, sessionUser} from './payments';
import type {LocalStore} from './store';

export function createLocalPro(store: LocalStore): ProService {
  return {
    async createEnquiry(input) {
      const data = await store.read();
      // As firestore.rules: sign-in needed, a verified email (where the reply
      // goes), one enquiry per account (a resend replaces it).
      const user = sessionUser(data);
      if (!user?.email) throw new BackendError('payment', 'permission-denied');
      if (!user.emailVerified) throw new BackendError('payment', 'email-not-verified');
      const {uid, email} = user;
      data.proEnquiries = [
        ...(data.proEnquiries ?? []).filter((e) => e.uid !== uid),
        {...input, email, id: uid, createdAt: new Date().toISOString(), uid},
      ];
      store.write(data);
    },
    async listEnquiries() {
      const data = await store.read();
      if (!isAdminUid(data, sessionUser(data)?.uid)) throw new BackendError('payment', 'permission-denied');
      return decodeRecords(enquirySchema, data.proEnquiries ?? [], 'Pro enquiry').sort(
        (a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0),
      );
    },
  };
}
