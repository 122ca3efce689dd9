/** Admins in local mode: the store's admin list; as in firestore.rules, a user may ask only about themself. */
import type {AdminsService} from '../types';
import {isAdminUid, sessionUser} from './payments';
import type {LocalStore} from './store';

export function createLocalAdmins(store: LocalStore): AdminsService {
  return {
    async isAdmin(uid) {
      const data = await store.read();
      // As in firestore.rules: a user may only ask about themself.
      if (sessionUser(data)?.uid !== uid) return false;
      return isAdminUid(data, uid);
    },
  };
}
