import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import {openSearch} from '@site/src/features/search';
import styles from './styles.module.css';

interface Props {
  readonly className?: string;
}

interface Destination {
  readonly to: string;
  readonly label: string;
  readonly hint: string;
}

function destinations(): readonly Destination[] {
  return [
    {
      to: '/docs/intro',
      label: translate({id: 'notFound.link.reviewer', message: 'The reviewer'}),
      hint: translate({id: 'notFound.link.reviewer.hint', message: 'Where to start, and every reviewer page in the sidebar'}),
    },
    {
      to: '/quizzes',
      label: translate({id: 'notFound.link.quizzes', message: 'Quizzes'}),
      hint: translate({id: 'notFound.link.quizzes.hint', message: 'Practice sets by subject and topic, and your progress'}),
    },
    {
      to: '/docs/CMTA-fulltext',
      label: translate({id: 'notFound.link.cmta', message: 'CMTA full text'}),
      hint: translate({id: 'notFound.link.cmta.hint', message: 'The law, section by section'}),
    },
    {
      to: '/',
      label: translate({id: 'notFound.link.home', message: 'Home page'}),
      hint: translate({id: 'notFound.link.home.hint', message: 'What the site offers'}),
    },
  ];
}

/** The not-found page: what happened, a search, and the main ways back into the reviewer. */
export default function NotFoundHelp({className}: Props): ReactNode {
  const {pathname} = useLocation();
  // The static 404.html is rendered for "/404.html": the address asked for is known only in the browser.
  const isBrowser = useIsBrowser();
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found', description: 'The title of the 404 page'});
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={title} />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            {title}
          </Heading>
          <p>
            {isBrowser ? (
              <Translate id="notFound.body" values={{path: <code className={styles.path}>{pathname}</code>}}>
                {'There is no page at {path}. The link may be old or mistyped, or the page may have moved.'}
              </Translate>
            ) : (
              <Translate id="notFound.bodyNoPath">
                There is no page at this address. The link may be old or mistyped, or the page may have moved.
              </Translate>
            )}
          </p>
          <p>
            <button type="button" className="button button--primary button--lg" onClick={() => openSearch()}>
              <Translate id="notFound.search">Search the reviewer</Translate>
            </button>
          </p>
          <Heading as="h2" className={styles.subheading}>
            <Translate id="notFound.goTo">Or go to</Translate>
          </Heading>
          <ul className={styles.links}>
            {destinations().map((d) => (
              <li key={d.to}>
                <Link to={d.to} className={styles.link}>
                  <span className={styles.label}>{d.label}</span>
                  <span className={styles.hint}>{d.hint}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
