/**
 * Blog post dates, formatted once at build time.
 *
 * The theme formatted each post's date in the browser with a new
 * Intl.DateTimeFormat; building the first formatter on a page sets up ICU's
 * date data, about 70 ms of main-thread time on a slow phone while a blog page
 * hydrates. The build formats the date in the page's locale instead, with the
 * same options, and the post's metadata carries the text
 * (`src/theme/BlogPostItem/Header/Info` shows it).
 */
import type { BlogPost, Options } from '@docusaurus/plugin-content-blog';
import { formatPostDate } from './format';

/** The blog plugin's `processBlogPosts` for `locale`: each post gains `metadata.formattedDate`. */
export function withFormattedDates(locale: string, calendar: string): NonNullable<Options['processBlogPosts']> {
  return async ({ blogPosts }: { blogPosts: BlogPost[] }) =>
    blogPosts.map((post) => ({
      ...post,
      metadata: { ...post.metadata, formattedDate: formatPostDate(post.metadata.date, locale, calendar) },
    }));
}
