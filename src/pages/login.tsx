import type {ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import PageShell from '@site/src/components/PageShell';
import {LoginForm, leaveSignInNotice, safeRedirect, takeReturnPath} from '@site/src/features/account';

export default function LoginPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const {withBaseUrl} = useBaseUrlUtils();
  // Links name the target without the locale's base (`/login?redirect=/pro`), and the router's
  // paths include it: signing in from /fil/login goes on to /fil/pro, not the English page.
  const redirect = withBaseUrl(safeRedirect(new URLSearchParams(location.search).get('redirect')));
  return (
    <PageShell
      title={translate({id: 'login.title', message: 'Sign in'})}
      description={translate({id: 'login.description', message: 'Sign in to save your quiz progress and unlock premium.'})}>
      <LoginForm redirect={redirect} onSignedIn={(created) => {
          // Where they land says it worked, and offers the page the navbar's Login link was followed from.
          leaveSignInNotice({created, returnTo: takeReturnPath(redirect)});
          history.replace(redirect);
        }}
      />
    </PageShell>
  );
}
