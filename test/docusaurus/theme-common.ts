/**
 * Test stand-in for `@docusaurus/theme-common` (whose entry pulls in the whole theme): only
 * `usePluralForm`, with the same contract: the message's forms separated by "|", in the order of the
 * locale's plural categories (zero, one, two, few, many, other), picked with Intl.PluralRules.
 */
import useDocusaurusContext from './useDocusaurusContext';

const ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function usePluralForm(): {selectMessage: (count: number, messages: string) => string} {
  const locale = useDocusaurusContext().i18n.currentLocale;
  const rules = new Intl.PluralRules(locale);
  const forms = ORDER.filter((f) =>
    rules.resolvedOptions().pluralCategories.includes(f as Intl.LDMLPluralRule),
  );
  return {
    selectMessage: (count, messages) => {
      const parts = messages.split('|');
      return parts[Math.min(forms.indexOf(rules.select(count)), parts.length - 1)] ?? messages;
    },
  };
}
