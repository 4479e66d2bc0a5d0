import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { contactChannels, type ContactChannel } from '@site/src/data/contactChannels';
import styles from './styles.module.css';

function ChannelCard({ channel }: { channel: ContactChannel }): ReactNode {
  const isMail = channel.action.href.startsWith('mailto:');
  return (
    <li className={styles.card} data-channel={channel.id}>
      <article className={styles.body} aria-label={channel.title}>
        <Heading as="h3" className={styles.title}>
          {channel.title}
        </Heading>
        <p className={styles.text}>{channel.text}</p>
        <Link
          className={`button button--primary button--md ${styles.action}`}
          href={channel.action.href}
          // A mail link opens the mail client; it must not open an empty tab.
          {...(isMail ? { target: '_self' } : {})}
        >
          {channel.action.label}
        </Link>
      </article>
    </li>
  );
}

/** The contact channels as cards, one column on phones. */
export default function ContactCards(): ReactNode {
  return (
    <ul className={styles.grid}>
      {contactChannels.map((channel) => (
        <ChannelCard key={channel.id} channel={channel} />
      ))}
    </ul>
  );
}
