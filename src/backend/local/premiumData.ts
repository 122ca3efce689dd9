/**
 * Premium material for the local demo mode only. Imported by the local
 * adapter through a dynamic import(), never by a page, so it sits in its own
 * chunk that a Firebase build can leave out. In Firebase mode the same
 * material lives in Firestore `premiumContent/{slug}` and Storage `premium/...`
 * (npm run premium:publish) behind the security rules.
 */
import premiumReviewer from '@site/premium/content/premium-reviewer.md?raw';
import captions from '@site/premium/video/how-to-answer-cble.vtt?raw';
import videoUrl from '@site/premium/video/how-to-answer-cble.webm';
import {parsePremiumMarkdown} from '../premiumMarkdown';
import type {PremiumContent} from '../types';

export const PREMIUM_CONTENT: readonly PremiumContent[] = [
  {slug: 'premium-reviewer', ...parsePremiumMarkdown(premiumReviewer)},
];

export const PREMIUM_VIDEO_URL: string = videoUrl;

export const PREMIUM_VIDEO_CAPTIONS: string = captions;
