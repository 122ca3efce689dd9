/** Premium material: `premiumContent/{slug}` on Firestore and the video in Storage, read through the rules. */
import type {FirebaseApp} from 'firebase/app';
import {PREMIUM_CAPTIONS_PATH, PREMIUM_VIDEO_PATH} from '../paymentOrder';
import {decodeRecord, premiumContentSchema} from '../schemas';
import {BackendError, isBackendError, type PremiumService} from '../types';
import type {FirebaseBackendOptions} from './options';
import {errorCode, errorMessage, openFirestore, openStorage} from './sdk';

function toPremiumError(error: unknown): BackendError<'premium'> {
  if (isBackendError(error, 'premium')) return error;
  const code = errorCode(error);
  if (code === 'permission-denied' || code === 'storage/unauthorized' || code === 'storage/unauthenticated') {
    return new BackendError('premium', 'premium-required');
  }
  if (code === 'not-found' || code === 'storage/object-not-found') return new BackendError('premium', 'not-found');
  return new BackendError('premium', 'unavailable', errorMessage(error));
}

export function createFirebasePremium(app: FirebaseApp, options: FirebaseBackendOptions): PremiumService {
  return {
    async getContent(slug) {
      try {
        const {doc, getDoc, db} = await openFirestore(app, options);
        const snapshot = await getDoc(doc(db, 'premiumContent', slug));
        if (!snapshot.exists()) throw new BackendError('premium', 'not-found');
        const content = decodeRecord(
          premiumContentSchema,
          {title: slug, ...snapshot.data(), slug},
          'premium body',
        );
        if (!content)
          throw new BackendError('premium', 'unavailable', `premiumContent/${slug} does not have the expected shape`);
        return content;
      } catch (error) {
        throw toPremiumError(error);
      }
    },
    async getVideo() {
      try {
        const {ref, getBlob, storage} = await openStorage(app, options);
        // getBlob reads through the rules on every call; a download URL would
        // be a long-lived bearer link anyone could share.
        return await getBlob(ref(storage, PREMIUM_VIDEO_PATH));
      } catch (error) {
        throw toPremiumError(error);
      }
    },
    async getVideoCaptions() {
      try {
        const {ref, getBlob, storage} = await openStorage(app, options);
        return await (await getBlob(ref(storage, PREMIUM_CAPTIONS_PATH))).text();
      } catch (error) {
        const premiumError = toPremiumError(error);
        if (premiumError.code === 'not-found') return null;
        throw premiumError;
      }
    },
  };
}
