import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * Formats the end of premium access as a long date in Philippine time (the
 * moment access ends is the same everywhere; the date shown is Manila's).
 */
export function useAccessDate(): (date: Date) => string {
  const {i18n} = useDocusaurusContext();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.currentLocale === 'fil' ? 'fil-PH' : 'en-PH', {
      dateStyle: 'long',
      timeZone: 'Asia/Manila',
    });
    return (date: Date) => format.format(date);
  }, [i18n.currentLocale]);
}
