import React, { useEffect, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { useSiteConfig } from '@site/src/hooks/useSiteConfig';
import { authorName, chatPath, loadChat, threadNeighbours, type ChatLoadError, type ChatMessage } from './chatApi';
import { absoluteTime, plainExcerpt, relativeTime } from './chatFormat';
import ChatMarkdown from './ChatMarkdown';
import { slackToMarkdown } from './slackMarkdown';
import { appNames, chatErrorDetail, chatPageText as text } from './text';
import styles from './styles.module.css';

type View =
  | { kind: 'loading' }
  | { kind: 'found'; messages: ChatMessage[]; loadedAt: number }
  | { kind: 'not-found' }
  | { kind: 'error'; reason: ChatLoadError; status?: number };

/** Props that Docusaurus gives a route component (react-router's match). */
type RouteProps = { match?: { params?: { chatId?: string } } };

function Spinner(): ReactNode {
  return (
    <div className={styles.loading} role="status" aria-label={text.loadingLabel}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{text.loading}</span>
    </div>
  );
}

function Message({ message, now }: { message: ChatMessage; now: number }): ReactNode {
  const author = authorName(message);
  const via = message.viaApp ? (appNames[message.viaApp.toLowerCase()] ?? message.viaApp) : null;
  return (
    <li className={message.isAi ? styles.messageAi : styles.messageHuman}>
      <article aria-label={`${author}, ${relativeTime(message.createdAt, now)}`}>
        <header className={styles.messageHeader}>
          <span className={styles.avatar} aria-hidden="true">
            {author.slice(0, 1).toUpperCase()}
          </span>
          <Heading as="h2" className={styles.author}>
            {author}
          </Heading>
          <time className={styles.time} dateTime={message.createdAt} title={absoluteTime(message.createdAt)}>
            {relativeTime(message.createdAt, now)}
          </time>
          {via && (
            <span className={styles.via}>
              {text.via} {via}
            </span>
          )}
        </header>
        <ChatMarkdown content={message.content} />
      </article>
    </li>
  );
}

function ThreadLinks({ messages }: { messages: ChatMessage[] }): ReactNode {
  const { previous, next } = threadNeighbours(messages);
  if (!previous && !next) return null;
  return (
    <nav className={styles.thread} aria-label={text.threadLabel}>
      {previous && (
        <Link className="button button--secondary" to={chatPath(previous)} rel="prev">
          {`← ${text.previous}`}
        </Link>
      )}
      {next && (
        <Link className="button button--secondary" to={chatPath(next)} rel="next">
          {`${text.next} →`}
        </Link>
      )}
    </nav>
  );
}

function Conversation({ chatId }: { chatId: string }): ReactNode {
  const { apiUrlPrefix } = useSiteConfig();
  // The first render is the same for every id, so it matches the prerendered shell.
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void loadChat({
      apiUrlPrefix,
      chatId,
      signal: controller.signal,
      fetchImpl: (url, init) => window.fetch(url, init),
    }).then((result) => {
      if (controller.signal.aborted) return;
      setView(result.kind === 'found' ? { ...result, loadedAt: Date.now() } : result);
    });
    return () => controller.abort();
  }, [apiUrlPrefix, chatId, attempt]);

  const retry = () => {
    setView({ kind: 'loading' });
    setAttempt((count) => count + 1);
  };

  const retryButton = (
    <button type="button" className="button button--primary" onClick={retry}>
      {text.tryAgain}
    </button>
  );

  let title: string = text.heading;
  let description: string = text.description;
  let heading: string = text.heading;
  let body: ReactNode;
  switch (view.kind) {
    case 'loading':
      body = <Spinner />;
      break;
    case 'found': {
      const first = view.messages[0];
      const excerpt = first ? plainExcerpt(slackToMarkdown(first.content), 150) : '';
      if (excerpt.length > 0) {
        title = `${text.heading}: ${plainExcerpt(excerpt, 60)}`;
        description = excerpt.length > 50 ? excerpt : `${excerpt} — ${text.description}`;
      }
      body = (
        <>
          <ol className={styles.transcript} aria-label={text.messagesLabel}>
            {view.messages.map((message) => (
              <Message key={message.id} message={message} now={view.loadedAt} />
            ))}
          </ol>
          <ThreadLinks messages={view.messages} />
        </>
      );
      break;
    }
    case 'not-found':
      title = heading = text.notFoundHeading;
      body = (
        <div className={styles.notice}>
          <p>
            {text.notFoundText} <code className={styles.chatId}>{chatId}</code>
          </p>
          <p>{text.notFoundHint}</p>
          <div className={styles.actions}>
            {retryButton}
            <Link className="button button--secondary" to="/">
              {text.home}
            </Link>
          </div>
        </div>
      );
      break;
    case 'error':
      title = heading = text.errorHeading;
      body = (
        <div className={styles.notice} role="alert">
          <p>{text.errorText}</p>
          <p className={styles.detail}>
            {view.reason === 'http' ? `${chatErrorDetail.http} ${view.status ?? ''}.` : chatErrorDetail[view.reason]}
          </p>
          <div className={styles.actions}>
            {retryButton}
            <Link className="button button--secondary" to="/">
              {text.home}
            </Link>
          </div>
        </div>
      );
      break;
  }

  return (
    <Layout title={title} description={description}>
      {view.kind !== 'found' && (
        <Head>
          {/* The shell, "not found" and errors are not content: keep them out of search results and the sitemap. */}
          <meta name="robots" content="noindex" />
        </Head>
      )}
      <main className={styles.page}>
        <div className="container">
          <header className={styles.header}>
            <p className={styles.eyebrow}>{text.eyebrow}</p>
            <Heading as="h1" className={styles.title}>
              {heading}
            </Heading>
            {view.kind !== 'not-found' && view.kind !== 'error' && <p className={styles.lead}>{text.lead}</p>}
          </header>
          <div aria-busy={view.kind === 'loading'}>{body}</div>
        </div>
      </main>
    </Layout>
  );
}

/**
 * `/chats/:chatId`: a shared assistant conversation, loaded in the browser.
 * The build prerenders one shell for the literal path; the server answers
 * every `/chats/<id>` with it (see src/data/serveRewrites.ts).
 */
export default function ChatPage({ match }: RouteProps): ReactNode {
  const chatId = match?.params?.chatId ?? '';
  // A new id (Previous/Next) starts from a fresh loading state.
  return <Conversation key={chatId} chatId={chatId} />;
}
