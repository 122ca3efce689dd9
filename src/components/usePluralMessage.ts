import {useCallback, useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** CLDR plural categories in the order Docusaurus's usePluralForm lists a message's forms. */
const ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Picks the plural form of a message written as forms separated by `|`, in
 * the current locale's plural rules (English and Filipino: one|other), the
 * way @docusaurus/theme-common's usePluralForm does (its module cannot load in
 * the unit tests' environment). A message with one form is used as it is.
 */
export function usePluralMessage(): (count: number, message: string) => string {
  const {i18n} = useDocusaurusContext();
  const rules = useMemo(() => {
    try {
      return new Intl.PluralRules(i18n.currentLocale);
    } catch {
      return new Intl.PluralRules('en');
    }
  }, [i18n.currentLocale]);
  return useCallback(
    (count: number, message: string) => {
      const forms = message.split('|');
      if (forms.length === 1) return message;
      const categories = ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
      const index = categories.indexOf(rules.select(count));
      return forms[Math.min(index < 0 ? forms.length - 1 : index, forms.length - 1)] ?? message;
    },
    [rules],
  );
}
