/**
 * The local backend's premium material. The premium bodies
 * and the sample video come from `premiumData.ts`, imported here with a
 * dynamic import() only: a build for the Firebase backend that drops the local
 * adapter drops them too (DESIGN.md §7).
 */
import {BackendError, type PremiumService} from '../types';
import type {LocalStore} from './store';
import type * as PremiumData from './premiumData';
import {isAdminUid, isPremiumUser, sessionUser} from './payments';

async function requirePremium(store: LocalStore): Promise<void> {
  const data = await store.read();
  const user = sessionUser(data);
  if (!isPremiumUser(data, user) && !isAdminUid(data, user?.uid)) throw new BackendError('premium', 'premium-required');
}

async function loadData(): Promise<typeof PremiumData> {
  try {
    // Named premium-*: the service worker never caches it (src/features/offline/cacheRules.mjs).
    return await import(/* webpackChunkName: "premium-local-content" */ './premiumData');
  } catch (error) {
    throw new BackendError('premium', 'unavailable', error instanceof Error ? error.message : undefined);
  }
}

export function createLocalPremium(store: LocalStore): PremiumService {
  return {
    async getContent(slug) {
      await requirePremium(store);
      const {PREMIUM_CONTENT} = await loadData();
      const content = PREMIUM_CONTENT.find((c) => c.slug === slug);
      if (!content) throw new BackendError('premium', 'not-found');
      return content;
    },
    async getVideo() {
      await requirePremium(store);
      const {PREMIUM_VIDEO_URL} = await loadData();
      let response: Response;
      try {
        response = await fetch(PREMIUM_VIDEO_URL);
      } catch (error) {
        throw new BackendError('premium', 'unavailable', error instanceof Error ? error.message : undefined);
      }
      if (!response.ok) throw new BackendError('premium', response.status === 404 ? 'not-found' : 'unavailable');
      return response.blob();
    },
    async getVideoCaptions() {
      await requirePremium(store);
      return (await loadData()).PREMIUM_VIDEO_CAPTIONS;
    },
  };
}
