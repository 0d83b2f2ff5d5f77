/**
 * A date formatter made on its first use rather than when its module loads. The first formatter of a locale loads
 * its ICU data: ~8 ms on this machine, four times that on Lighthouse's phone, spent in the start-up task of every page
 * whose graph holds the module (the header's notification list, the menu's reviews) even when no date is shown.
 */
export function lazyDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): { format(date: Date): string } {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format(date: Date) {
      made ??= new Intl.DateTimeFormat(locale, options);
      return made.format(date);
    },
  };
}
