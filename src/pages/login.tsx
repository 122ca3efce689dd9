import type {ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import LoginForm from '@site/src/features/account/LoginForm';
import {safeRedirect} from '@site/src/features/account/redirect';

export default function LoginPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const redirect = safeRedirect(new URLSearchParams(location.search).get('redirect'));
  return (
    <PageShell
      title={translate({id: 'login.title', message: 'Sign in'})}
      description={translate({id: 'login.description', message: 'Sign in to save your quiz progress and unlock premium.'})}>
      <LoginForm redirect={redirect} onSignedIn={() => history.replace(redirect)} />
    </PageShell>
  );
}
