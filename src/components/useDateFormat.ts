import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {dateFormat, type DateFormat} from '@site/src/lib/dates';

/**
 * One set of formatters per language for the whole page: /quizzes has a dozen components that format
 * dates, and each used to build its own Intl.DateTimeFormat objects at hydration (issue 30).
 */
const cache = new Map<string, DateFormat>();

/** Date formatters in the current locale's html lang (see src/lib/dates). */
export function useDateFormat(): DateFormat {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.localeConfigs?.[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  let format = cache.get(lang);
  if (!format) {
    format = dateFormat(lang);
    cache.set(lang, format);
  }
  return format;
}
