import {bankSummary} from '../bankSummary';
import {isActivePremium} from '../paymentRules';
import {BackendError, type QuizTier, type QuizzesService} from '../types';
import {createLocalOnlineBanks} from './onlineBanks';
import {toPaymentRecord} from './payments';
import type {LocalStore} from './store';

/**
 * Premium banks from a local data file, loaded on first need, plus the banks
 * written in the quiz editor (./onlineBanks). Like the Firestore rules, a
 * premium bank is refused unless the signed-in user's payment is approved
 * premium (not a security boundary here: DESIGN.md §4).
 */
export function createLocalQuizzes(store: LocalStore, storage: Storage): QuizzesService {
  const banks = () =>
    import(/* webpackChunkName: "premium-local-banks" */ './premiumBanks').then((m) => m.PREMIUM_BANKS);
  const online = createLocalOnlineBanks(store, storage);
  async function isPremium(): Promise<boolean> {
    const data = await store.read();
    const user = Object.values(data.users).find((u) => u.uid === data.sessionUid);
    const payment = user ? data.payments[user.email ?? ''] : undefined;
    return isActivePremium(payment ? toPaymentRecord(payment) : null);
  }
  async function allowedTiers(): Promise<QuizTier[]> {
    return (await isPremium()) ? ['free', 'premium'] : ['free'];
  }
  return {
    async list(options) {
      const tiers = (await allowedTiers()).filter((t) => !options?.tier || t === options.tier);
      const builtIn = tiers.includes('premium') ? (await banks()).map(bankSummary) : [];
      return [...builtIn, ...online.visible(tiers).map(bankSummary)];
    },
    async get(id) {
      const bank = (await banks()).find((b) => b.id === id);
      if (!bank) {
        const found = online.find(id, await allowedTiers());
        if (!found) throw new BackendError('quizAccess', 'not-found', `No quiz bank "${id}"`);
        return found;
      }
      if (bank.tier === 'premium' && !(await isPremium()))
        throw new BackendError('quizAccess', 'premium-required');
      return bank;
    },
    listAll: () => online.listAll(),
    save: (bank, expected) => online.save(bank, expected),
    setArchived: (id, archived) => online.setArchived(id, archived),
  };
}
