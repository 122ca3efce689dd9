import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';

export default function LoginPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'login.title', message: 'Sign in'})}
      description={translate({id: 'login.description', message: 'Sign in to save your quiz progress and unlock premium.'})}>
      <ul>
        <li>
          <Translate id="login.point1">Sign in with your email and password, or create a free account.</Translate>
        </li>
        <li>
          <Translate id="login.point2">Your quiz attempts and review schedule follow you to any device.</Translate>
        </li>
        <li>
          <Translate id="login.point3">Premium members sign in here to open the premium reviewer and the full mock board.</Translate>
        </li>
      </ul>
    </PageShell>
  );
}
