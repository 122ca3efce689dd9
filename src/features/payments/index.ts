/** Payments: pricing, checkout, the buyer's premium status and the admin review queue. */
export {default as Checkout, } from './Checkout';
export {default as CreatePaymentForm} from './CreatePaymentForm';
export {default as PremiumStatus} from './PremiumStatus';
export {default as PricingTable} from './PricingTable';
export {default as ReviewQueue} from './ReviewQueue';
