import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {dateFormat, type DateFormat} from '@site/src/lib/dates';

/** Date formatters in the current locale's html lang (see src/lib/dates). */
export function useDateFormat(): DateFormat {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.localeConfigs?.[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return useMemo(() => dateFormat(lang), [lang]);
}
