import {
  BackendError,
  type AdminsService,
  type PaymentsService,
  type PremiumService,
  type ProService,
} from '@site/src/backend/types';

/**
 * Fakes for the premium-tier services (payments beyond the lookup, admins,
 * premium, pro): each call fails plainly unless a test passes its own.
 */
export interface PremiumTierOverrides {
  readonly payments?: Partial<Omit<PaymentsService, 'findByEmail'>>;
  readonly admins?: Partial<AdminsService>;
  readonly premium?: Partial<PremiumService>;
  readonly pro?: Partial<ProService>;
}

const unavailable = () => Promise.reject(new BackendError('payment', 'unavailable', 'not faked in this test'));

export function premiumTierFakes(overrides: PremiumTierOverrides = {}): {
  admins: AdminsService;
  premium: PremiumService;
  pro: ProService;
  payments: Omit<PaymentsService, 'findByEmail'>;
} {
  return {
    admins: {isAdmin: () => Promise.resolve(false), ...overrides.admins},
    premium: {
      getContent: () => Promise.reject(new BackendError('premium', 'premium-required')),
      getVideo: () => Promise.reject(new BackendError('premium', 'premium-required')),
      getVideoCaptions: () => Promise.reject(new BackendError('premium', 'premium-required')),
      ...overrides.premium,
    },
    pro: {createEnquiry: () => Promise.resolve(), listEnquiries: () => Promise.resolve([]), ...overrides.pro},
    payments: {
      getMine: () => Promise.resolve(null),
      submit: unavailable,
      listForAdmin: () => Promise.resolve([]),
      decide: unavailable,
      createForEmail: unavailable,
      getReceipt: unavailable,
      ...overrides.payments,
    },
  };
}
