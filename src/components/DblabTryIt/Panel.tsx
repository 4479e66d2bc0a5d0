import React, { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import { buildRequest, readAnswer, readSaved, statusKind, writeSaved, type Answer, type Problem } from './request';
import type { TryItOperation, TryItParameter } from './types';
import styles from './panel.module.css';

export type PanelProps = {
  /** The id the toggle button's aria-controls names. */
  id: string;
  operation: TryItOperation;
  /** Closes the panel and gives focus back to the toggle. */
  onClose: () => void;
};

type Failure =
  | { kind: 'problem'; problem: Problem }
  | { kind: 'unreachable'; origin: string }
  | { kind: 'cors'; origin: string }
  | { kind: 'csp' };

type Outcome = { kind: 'answer'; answer: Answer } | Failure;

const sessionStore = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Whether the host answers at all: an opaque request without the token, the body or any header of ours. */
async function answersOpaquely(url: string): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** The form of the "Try it" panel: it sends the request only to the base URL the reader typed. */
export default function Panel({ id, operation, onClose }: PanelProps): ReactNode {
  const fieldId = useId();
  const [saved] = useState(() => readSaved(sessionStore()));
  const [baseUrl, setBaseUrl] = useState(saved.baseUrl);
  const [token, setToken] = useState(saved.token);
  const [params, setParams] = useState<Record<string, string>>(() =>
    Object.fromEntries(operation.parameters.map((p) => [p.name, p.in === 'path' ? p.example : ''])),
  );
  const [body, setBody] = useState(operation.exampleBody ?? '');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const bodyField = useRef<HTMLTextAreaElement>(null);

  useEffect(() => firstField.current?.focus(), []);
  useEffect(() => writeSaved(sessionStore(), { baseUrl, token }), [baseUrl, token]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const built = buildRequest(operation, { baseUrl, token, params, body }, window.location.protocol);
    if ('problem' in built) {
      setOutcome({ kind: 'problem', problem: built.problem });
      if (built.problem.kind === 'bodyJson') bodyField.current?.focus();
      return;
    }
    const { url, init } = built.request;
    const origin = new URL(url).origin;
    let blockedByPolicy = false;
    const onViolation = (violation: SecurityPolicyViolationEvent) => {
      if (violation.effectiveDirective === 'connect-src') blockedByPolicy = true;
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    setSending(true);
    setOutcome(null);
    try {
      const response = await fetch(url, init);
      setOutcome({ kind: 'answer', answer: await readAnswer(response) });
    } catch {
      // A refused CORS check and an unreachable host look the same to fetch; a request that
      // cannot read the answer (and sends nothing of ours) tells them apart.
      const reachable = await answersOpaquely(url);
      if (blockedByPolicy) setOutcome({ kind: 'csp' });
      else setOutcome(reachable ? { kind: 'cors', origin } : { kind: 'unreachable', origin });
    } finally {
      document.removeEventListener('securitypolicyviolation', onViolation);
      setSending(false);
    }
  };

  const title = translate(
    { id: 'dblabTryIt.heading', message: 'Send {method} {path} to your engine' },
    { method: operation.method.toUpperCase(), path: operation.path },
  );
  const bodyInvalid = outcome?.kind === 'problem' && outcome.problem.kind === 'bodyJson';
  return (
    <section id={id} className={styles.panel} aria-label={title}>
      <Heading as="h3" className={styles.heading}>
        {title}
      </Heading>
      <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
        <HintedField
          id={`${fieldId}-base`}
          label={translate({ id: 'dblabTryIt.baseUrl', message: 'Base URL' })}
          type="url"
          inputRef={firstField}
          value={baseUrl}
          onChange={setBaseUrl}
          hint={translate({
            id: 'dblabTryIt.baseUrlHint',
            message:
              'The engine’s own port, http://HOST:2345, or the web UI’s proxy, http://HOST:2346/api. The request goes only to this address.',
          })}
        />
        {operation.authenticated && (
          <HintedField
            id={`${fieldId}-token`}
            label={translate({ id: 'dblabTryIt.token', message: 'Verification-Token' })}
            type="password"
            value={token}
            onChange={setToken}
            hint={translate({
              id: 'dblabTryIt.tokenHint',
              message:
                'Kept in this tab only (session storage) and sent only in the Verification-Token header of this request.',
            })}
          />
        )}
        {operation.parameters.map((p) => (
          <ParameterField
            key={p.name}
            id={`${fieldId}-param-${p.name}`}
            parameter={p}
            value={params[p.name] ?? ''}
            onChange={(value) => setParams((current) => ({ ...current, [p.name]: value }))}
          />
        ))}
        {operation.exampleBody !== undefined && (
          <div className={styles.field}>
            <label htmlFor={`${fieldId}-body`}>
              {translate({ id: 'dblabTryIt.body', message: 'Request body (JSON)' })}
            </label>
            <textarea
              ref={bodyField}
              id={`${fieldId}-body`}
              className={styles.body}
              spellCheck={false}
              rows={Math.min(16, Math.max(4, body.split('\n').length + 1))}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              aria-invalid={bodyInvalid || undefined}
              aria-describedby={`${fieldId}-body-hint`}
            />
            <p id={`${fieldId}-body-hint`} className={styles.hint}>
              {translate({
                id: 'dblabTryIt.bodyHint',
                message: 'Prefilled with the example request. It is checked as JSON before anything is sent.',
              })}
            </p>
          </div>
        )}
        <div className={styles.actions}>
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus while the request runs. */}
          <button type="submit" className={styles.send} aria-disabled={sending}>
            {sending
              ? translate({ id: 'dblabTryIt.sending', message: 'Sending…' })
              : translate({ id: 'dblabTryIt.send', message: 'Send request' })}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {translate({ id: 'dblabTryIt.close', message: 'Close' })}
          </button>
        </div>
      </form>
      <div className={styles.result} aria-live="polite">
        {outcome && <OutcomeView outcome={outcome} />}
      </div>
    </section>
  );
}

/** A labelled text input with a hint below it that the input is described by. */
function HintedField({
  id,
  label,
  type,
  inputRef,
  value,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  type: 'url' | 'password';
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  hint: string;
}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type={type}
        inputMode={type === 'url' ? 'url' : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

function ParameterField({
  id,
  parameter,
  value,
  onChange,
}: {
  id: string;
  parameter: TryItParameter;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  const label =
    parameter.in === 'path'
      ? translate({ id: 'dblabTryIt.pathParam', message: '{name} (path parameter)' }, { name: parameter.name })
      : translate({ id: 'dblabTryIt.queryParam', message: '{name} (query parameter)' }, { name: parameter.name });
  const requirement = parameter.required
    ? translate({ id: 'dblabTryIt.required', message: '(required)' })
    : translate({ id: 'dblabTryIt.optional', message: '(optional)' });
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label} <span className={styles.requirement}>{requirement}</span>
      </label>
      {parameter.type === 'boolean' ? (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{translate({ id: 'dblabTryIt.notSent', message: 'not sent' })}</option>
          {['true', 'false'].map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type="text"
          inputMode={parameter.type === 'integer' ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
          required={parameter.required}
          aria-required={parameter.required}
          placeholder={parameter.example}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

function problemText(problem: Problem): string {
  switch (problem.kind) {
    case 'baseUrl':
      return translate({
        id: 'dblabTryIt.error.baseUrl',
        message:
          'The base URL is not an http:// or https:// address. Enter one such as http://localhost:2345 or http://HOST:2346/api, without a query string.',
      });
    case 'mixedContent':
      return translate(
        {
          id: 'dblabTryIt.error.mixedContent',
          message:
            'Nothing was sent: this page is served over HTTPS, and the browser blocks its requests to plain-HTTP addresses other than this computer ({url}). Put TLS in front of the engine with a reverse proxy and use its https:// address, reach the engine through an SSH tunnel on localhost, or send the request with curl.',
        },
        { url: problem.url },
      );
    case 'missingParam':
      return translate(
        { id: 'dblabTryIt.error.missingParam', message: 'Nothing was sent: fill in the required parameter {name}.' },
        { name: problem.name },
      );
    case 'bodyJson':
      return translate(
        {
          id: 'dblabTryIt.error.bodyJson',
          message: 'Nothing was sent: the request body is not valid JSON ({detail}). Correct it and send again.',
        },
        { detail: problem.detail },
      );
  }
}

function failureText(failure: Failure): string {
  switch (failure.kind) {
    case 'problem':
      return problemText(failure.problem);
    case 'unreachable':
      return translate(
        {
          id: 'dblabTryIt.error.unreachable',
          message:
            'No answer from {origin}. Check that the engine runs, that the host and port of the base URL are right, and that this computer can reach it (over a VPN or an SSH tunnel, for example).',
        },
        { origin: failure.origin },
      );
    case 'cors':
      return translate(
        {
          id: 'dblabTryIt.error.cors',
          message:
            '{origin} answered, but the browser did not let this page read the answer: the server does not allow cross-origin requests (CORS) from this site. Call the API through a reverse proxy on the same origin as the page that calls it, or send the request with curl (see the curl example of this operation).',
        },
        { origin: failure.origin },
      );
    case 'csp':
      return translate({
        id: 'dblabTryIt.error.csp',
        message:
          'The page’s security policy blocked the request. If you came here by a link from another page of this site, the page still has that page’s policy, which allows no other addresses: reload this page and send again. If it is blocked after a reload too, the host of this site does not allow these requests; send the request with curl.',
      });
  }
}

function statusAdvice(answer: Answer): string | undefined {
  const details = { status: answer.status, message: answer.message ?? answer.statusText };
  switch (statusKind(answer.status)) {
    case 'success':
      return undefined;
    case 'unauthorized':
      return translate(
        {
          id: 'dblabTryIt.error.unauthorized',
          message:
            '{status}: the engine refused the token. Paste the engine’s verification token (server.verificationToken in its configuration) or your personal token into the Verification-Token field.',
        },
        details,
      );
    case 'notFound':
      return translate(
        {
          id: 'dblabTryIt.error.notFound',
          message:
            '{status}: not found. Check the path parameters, and that the base URL is the API (through the web UI’s proxy it ends in /api). Operations marked 4.2-rc answer 404 on a 4.1 engine.',
        },
        details,
      );
    case 'invalid':
      return translate(
        {
          id: 'dblabTryIt.error.invalid',
          message:
            '{status}: the request was refused as invalid ({message}). Compare the parameters and the body with the tables of this operation, then send again.',
        },
        details,
      );
    case 'server':
      return translate(
        {
          id: 'dblabTryIt.error.server',
          message:
            '{status}: the engine failed to handle the request ({message}). Look at the engine’s logs for the cause, then try again.',
        },
        details,
      );
    case 'client':
      return translate(
        {
          id: 'dblabTryIt.error.client',
          message: '{status}: the request was refused ({message}). Read the answer below for the reason.',
        },
        details,
      );
  }
}

function OutcomeView({ outcome }: { outcome: Outcome }): ReactNode {
  if (outcome.kind !== 'answer') {
    return (
      <p role="alert" className={styles.error}>
        {failureText(outcome)}
      </p>
    );
  }
  const { answer } = outcome;
  const advice = statusAdvice(answer);
  const bodyLabel = translate({ id: 'dblabTryIt.responseBody', message: 'Response body' });
  return (
    <>
      {advice && (
        <p role="alert" className={styles.error}>
          {advice}
        </p>
      )}
      {answer.invalidJson !== undefined && (
        <p role="alert" className={styles.error}>
          {translate(
            {
              id: 'dblabTryIt.error.responseJson',
              message:
                'The answer says it is JSON but does not parse ({detail}); its text is shown as it came. Check that the base URL points at the DBLab API and not at another server.',
            },
            { detail: answer.invalidJson },
          )}
        </p>
      )}
      <p className={styles.status}>
        {translate({ id: 'dblabTryIt.status', message: 'Status:' })}{' '}
        <strong data-testid="try-it-status">
          {answer.status} {answer.statusText}
        </strong>
      </p>
      {answer.headers.length > 0 && (
        <dl className={styles.headers}>
          {answer.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {answer.body !== '' && (
        // A scrollable region takes focus, so a keyboard can scroll it.
        <pre className={styles.response} tabIndex={0} role="region" aria-label={bodyLabel}>
          <code>{answer.body}</code>
        </pre>
      )}
    </>
  );
}
