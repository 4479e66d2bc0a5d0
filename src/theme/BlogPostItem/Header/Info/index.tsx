/**
 * Ejected from @docusaurus/theme-classic 3.10.2, src/theme/BlogPostItem/Header/Info/index.tsx.
 * Why: the theme formats each post date in the browser with a new
 * Intl.DateTimeFormat; the first one on a page sets up ICU's date data, about
 * 70 ms of main-thread time on a slow phone while a blog page hydrates. The
 * build formats the date in the page's locale (src/plugins/blog-dates) and the
 * post's metadata carries the text. Changes are between CUSTOM CODE markers.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
// CUSTOM CODE: the date comes formatted from the build.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  formatPostDate,
  type WithFormattedDate,
} from '@site/src/plugins/blog-dates/format';
// CUSTOM CODE END
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';

import styles from './styles.module.css';

// Very simple pluralization: probably good enough for now
function useReadingTimePlural() {
  const {selectMessage} = usePluralForm();
  return (readingTimeFloat: number) => {
    const readingTime = Math.ceil(readingTimeFloat);
    return selectMessage(
      readingTime,
      translate(
        {
          id: 'theme.blog.post.readingTime.plurals',
          description:
            'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One min read|{readingTime} min read',
        },
        {readingTime},
      ),
    );
  };
}

function ReadingTime({readingTime}: {readingTime: number}) {
  const readingTimePlural = useReadingTimePlural();
  return <>{readingTimePlural(readingTime)}</>;
}

function DateTime({
  date,
  formattedDate,
}: {
  date: string;
  formattedDate: string;
}) {
  return <time dateTime={date}>{formattedDate}</time>;
}

function Spacer() {
  return <>{' · '}</>;
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;

  // CUSTOM CODE: no Intl.DateTimeFormat in the browser while the page
  // hydrates; the formatter is built only if the build left the text out.
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const formatDate = (blogDate: string) =>
    (metadata as WithFormattedDate).formattedDate ??
    formatPostDate(
      blogDate,
      currentLocale,
      localeConfigs[currentLocale]?.calendar ?? 'gregory',
    );
  // CUSTOM CODE END

  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <DateTime date={date} formattedDate={formatDate(date)} />
      {typeof readingTime !== 'undefined' && (
        <>
          <Spacer />
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
