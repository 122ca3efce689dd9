/**
 * Accounts: who is signed in, their status, and the sign-in UI. Other
 * features and pages use it only through this file (README "Layers").
 */
export {AccountProvider, useAccount} from './AccountProvider';
;
;
export type {AccountStatus, } from './accountStatus';
export {safeRedirect} from './redirect';
export {leaveSignInNotice,  takeReturnPath, } from './signInNotice';
;
export {default as SignInNotice} from './SignInNotice';
export {default as AccountLoading} from './AccountLoading';
export {default as AccountNavbarItem} from './AccountNavbarItem';
export {default as LoginForm} from './LoginForm';
export {default as VerifyEmailNotice} from './VerifyEmailNotice';
