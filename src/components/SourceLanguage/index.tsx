import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/**
 * Whether a page body is shown in another language than the page's: a doc or
 * post read from the site's own folders (not from i18n/<locale>/) on a
 * non-default locale falls back to the default locale's text.
 */
export function isUntranslated(source: string, locale: string, defaultLocale: string): boolean {
  return locale !== defaultLocale && !source.startsWith(`@site/i18n/${locale}/`);
}

interface Props {
  /** The page's `metadata.source`, e.g. '@site/docs/intro.md'. */
  readonly source: string;
  readonly children: ReactNode;
  /** Show the visible "this page is in English" note above it (off in a list of posts, where it would repeat). */
  readonly note?: boolean;
}

/** Says, in the reader's language, that what follows is in English. */
function UntranslatedNote(): ReactNode {
  return (
    <p className={clsx('alert alert--secondary', styles.note)}>
      <Translate
        id="sourceLanguage.note"
        description="Above a page body shown in English inside another locale's site">
        This page is in English: it has not been translated yet.
      </Translate>
    </p>
  );
}

/**
 * Marks an untranslated page body with the default locale's language (lang="en"
 * inside a lang="fil-PH" page), so screen readers read it with the right voice,
 * and says so to everyone with a visible note in the page's own language.
 */
export default function SourceLanguage({source, children, note = true}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  if (!isUntranslated(source, i18n.currentLocale, i18n.defaultLocale)) {
    return children;
  }
  const lang = i18n.localeConfigs[i18n.defaultLocale]?.htmlLang ?? i18n.defaultLocale;
  return (
    <>
      {note && <UntranslatedNote />}
      <div lang={lang}>{children}</div>
    </>
  );
}
