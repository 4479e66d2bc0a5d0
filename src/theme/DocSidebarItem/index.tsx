import React, { type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import DocSidebarItem from '@theme-original/DocSidebarItem';
import type DocSidebarItemType from '@theme/DocSidebarItem';
import type { WrapperProps } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { untranslatedSidebarClass } from '@site/src/plugins/sidebar-mark/className';

type Props = WrapperProps<typeof DocSidebarItemType>;

// The original passes props it does not know on to the entry's link.
const Item = DocSidebarItem as ComponentType<Props & AnchorHTMLAttributes<HTMLAnchorElement>>;

// Wrapped so that, in a translated locale, an entry whose page is still English
// says so before it is clicked: the link names the language (hreflang, shown as a
// small mark by src/css/sidebarMark.css) and its accessible name adds "(in English)".
export default function DocSidebarItemWrapper(props: Props): ReactNode {
  const { item } = props;
  const { i18n } = useDocusaurusContext();
  if (item.type === 'html' || !item.className?.split(' ').includes(untranslatedSidebarClass))
    return <Item {...props} />;
  return (
    <Item
      {...props}
      hrefLang={i18n.defaultLocale}
      aria-label={translate(
        {
          id: 'fallbackNote.sidebarEntry',
          message: '{label} (in English)',
          description: 'Accessible name of a sidebar entry whose page is not translated yet',
        },
        { label: item.label },
      )}
    />
  );
}
