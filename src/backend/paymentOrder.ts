import type {PaymentRecord, PaymentStatus} from './types';

const STATUS_ORDER: Record<PaymentStatus, number> = {pending: 0, rejected: 1, approved: 2};

/** The review queue's order: pending first, then the most recently updated. */
export function reviewOrder(a: PaymentRecord, b: PaymentRecord): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    (b.updatedAt?.getTime() ?? 0) - (a.updatedAt?.getTime() ?? 0)
  );
}

/** Where the premium video lives in Storage (scripts/premium-publish.mjs uploads it there). */
export const PREMIUM_VIDEO_PATH = 'premium/video/how-to-answer-cble.webm';

/** The premium video's captions (WebVTT) in Storage. */
export const PREMIUM_CAPTIONS_PATH = 'premium/video/how-to-answer-cble.vtt';
