import {translate} from '@docusaurus/Translate';

export interface AccountLink {
  readonly to: string;
  readonly label: string;
}

/** The pages a signed-in person reaches from the account menu: Admin first for admins. */
export function accountLinks(isAdmin: boolean): readonly AccountLink[] {
  const links: AccountLink[] = [
    {to: '/premium', label: translate({id: 'account.menu.premium', message: 'Premium status', description: 'Account menu link to /premium'})},
    {to: '/payment', label: translate({id: 'account.menu.payment', message: 'Payment', description: 'Account menu link to /payment'})},
    {to: '/quizzes', label: translate({id: 'account.menu.quizzes', message: 'Quizzes and progress', description: 'Account menu link to /quizzes'})},
    {
      to: '/docs/diagnostic-test',
      label: translate({id: 'account.menu.diagnostic', message: 'Diagnostic test', description: 'Account menu link'}),
    },
    {to: '/docs/mockboard', label: translate({id: 'account.menu.mockboard', message: 'Mock board', description: 'Account menu link'})},
  ];
  if (isAdmin) {
    links.unshift({to: '/admin', label: translate({id: 'account.menu.admin', message: 'Admin', description: 'Account menu link to /admin'})});
  }
  return links;
}


