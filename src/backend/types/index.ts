/**
 * The backend boundary (DESIGN.md §4): UI code talks to these interfaces only.
 * Domain types in, domain types out; no SDK type crosses this line.
 */

export * from './auth';
export * from './errors';
export * from './payments';
export * from './premium';
export * from './progress';
export * from './quizzes';

import type {AuthService, DemoAccounts} from './auth';
import type {AdminsService, PaymentsService} from './payments';
import type {PremiumService, ProService} from './premium';
import type {ProgressProvider} from './progress';
import type {QuizzesService} from './quizzes';

export interface Backend {
  readonly kind: 'local' | 'firebase';
  readonly auth: AuthService;
  readonly admins: AdminsService;
  readonly premium: PremiumService;
  readonly pro: ProService;
  readonly payments: PaymentsService;
  readonly quizzes: QuizzesService;
  readonly progress: ProgressProvider;
  /** Local mode only: the seeded accounts /login lists. */
  readonly demoAccounts?: DemoAccounts;
}
