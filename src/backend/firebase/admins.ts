/** Admins on Firestore: `admins/{uid}` exists for each admin; a user may ask only about themself. */
import type {FirebaseApp} from 'firebase/app';
import type {AdminsService} from '../types';
import type {FirebaseBackendOptions} from './options';
import {errorCode, openFirestore} from './sdk';

export function createFirebaseAdmins(app: FirebaseApp, options: FirebaseBackendOptions): AdminsService {
  return {
    async isAdmin(uid) {
      const {doc, getDoc, db} = await openFirestore(app, options);
      try {
        return (await getDoc(doc(db, 'admins', uid))).exists();
      } catch (error) {
        // The rules let a user read only their own admins/{uid}.
        if (errorCode(error) === 'permission-denied') return false;
        throw error;
      }
    },
  };
}
