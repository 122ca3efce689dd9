import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import StatusMessage from '@site/src/components/StatusMessage';
import styles from './styles.module.css';

/** Where the visitor's attempts are kept (account or this browser), or that they are loading. */
export default function WhereSaved({signedIn}: {readonly signedIn: boolean | null}): ReactNode {
  return (
    <div className={styles.where}>
      {signedIn === null ? (
        <StatusMessage kind="loading">
          <Translate id="quiz.hub.loading">Loading your progress…</Translate>
        </StatusMessage>
      ) : signedIn ? (
        <Translate id="quiz.hub.whereAccount">Your attempts are saved in your account.</Translate>
      ) : (
        <Translate
          id="quiz.hub.whereGuestLinked"
          description="Shown on /quizzes to a guest; {link} is a link to the sign-in page"
          values={{
            link: (
              <Link to="/login?redirect=/quizzes">
                <Translate
                  id="quiz.hub.whereGuestLink"
                  description="The link text in quiz.hub.whereGuestLinked">
                  Sign in to keep them in an account
                </Translate>
              </Link>
            ),
          }}>
          {'You are not signed in: your attempts are saved in this browser only. {link}.'}
        </Translate>
      )}
    </div>
  );
}
