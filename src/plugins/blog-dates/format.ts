/** Formatting of blog post dates, shared by the build and the theme. */

/** The theme's options for a post date: "July 28, 2021", "28 июля 2021 г.". */
export const postDateOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** The metadata field that carries the formatted date. */
export type WithFormattedDate = { formattedDate?: string };

export function formatPostDate(date: Date | string, locale: string, calendar: string): string {
  return new Intl.DateTimeFormat(locale, { calendar, ...postDateOptions }).format(new Date(date));
}
