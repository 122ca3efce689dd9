import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

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
}

/**
 * Marks an untranslated page body with the default locale's language (lang="en"
 * inside a lang="fil-PH" page), so screen readers read it with the right voice.
 */
export default function SourceLanguage({source, children}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  if (!isUntranslated(source, i18n.currentLocale, i18n.defaultLocale)) {
    return children;
  }
  const lang = i18n.localeConfigs[i18n.defaultLocale]?.htmlLang ?? i18n.defaultLocale;
  return <div lang={lang}>{children}</div>;
}
