/**
 * Dates in the site's language (its html lang, e.g. 'en-PH' or 'fil-PH'),
 * never the browser's: a Filipino page shows Filipino month names to every
 * reader, and an English page does not switch to the reader's OS settings.
 */

/** Philippine time: the board, the payments and the site's readers all live in it. */
const SITE_TIME_ZONE = 'Asia/Manila';

const DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
};
const DATE_TIME: Intl.DateTimeFormatOptions = {...DATE, hour: 'numeric', minute: '2-digit'};

export interface DateFormat {
  /** e.g. '23 Nov 2026' (en-PH) or '23 Nob 2026' (fil-PH). */
  date(d: Date): string;
  /** The date with the time of day. */
  dateTime(d: Date): string;
  /** e.g. '23 November 2026', for dates that matter (the end of premium access). */
  longDate(d: Date): string;
}

/** Formatters for one html lang; each Intl.DateTimeFormat is built on its first use (they are not cheap). */
export function dateFormat(lang: string): DateFormat {
  let date: Intl.DateTimeFormat | undefined;
  let dateTime: Intl.DateTimeFormat | undefined;
  let longDate: Intl.DateTimeFormat | undefined;
  return {
    date: (d) => (date ??= new Intl.DateTimeFormat(lang, DATE)).format(d),
    dateTime: (d) => (dateTime ??= new Intl.DateTimeFormat(lang, DATE_TIME)).format(d),
    longDate: (d) =>
      (longDate ??= new Intl.DateTimeFormat(lang, {dateStyle: 'long', timeZone: SITE_TIME_ZONE})).format(d),
  };
}
