/**
 * An accessible lead form driven by a typed field list: labelled inputs,
 * inline errors tied to their fields, an error summary that takes focus,
 * a disabled "Sending…" button, a success message that takes focus, and an
 * e-mail fallback that keeps everything the visitor typed. It sends only
 * the payload the page builds, to the endpoint the page passes; nothing else.
 */
import React, { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { mailtoLink } from '@site/src/data/contacts';
import { leadMailBody } from './mailBody';
import { englishLeadFormStrings } from './text';
import { submitLead, type SubmitOutcome } from './submitLead';
import type { LeadErrors, LeadField, LeadFormStrings, LeadValues } from './types';
import { normalizeLeadValues, validateLead, validateLeadField } from './validateLead';
import styles from './styles.module.css';

export type { LeadField, LeadFormStrings, LeadValues } from './types';
export { englishLeadFormStrings, russianLeadFormStrings } from './text';

export type LeadFormProps = {
  /** Unique on the page; the prefix of every element id inside the form. */
  id: string;
  title: string;
  headingLevel?: 'h2' | 'h3';
  intro?: ReactNode;
  fields: readonly LeadField[];
  submitLabel: string;
  /** Where the JSON goes; empty means this deployment has no endpoint for the form. */
  endpoint: string;
  /** Turns the trimmed values into the JSON body. */
  buildPayload: (values: LeadValues) => unknown;
  /** Subject of the `mailto:` fallback. */
  mailSubject: string;
  success: { title: string; body: ReactNode };
  /** Small print under the submit button. */
  note?: ReactNode;
  strings?: LeadFormStrings;
  timeoutMs?: number;
};

type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'not-connected';
type FocusTarget = 'summary' | 'success' | 'problem';
type Failure = Extract<SubmitOutcome, { kind: 'failed' }>;

function emptyValues(fields: readonly LeadField[]): LeadValues {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
}

function failureText(failure: Failure, strings: LeadFormStrings): string {
  if (failure.reason === 'http') return strings.httpError(failure.status);
  return failure.reason === 'timeout' ? strings.timeoutError : strings.networkError;
}

export default function LeadForm({
  id,
  title,
  headingLevel = 'h2',
  intro,
  fields,
  submitLabel,
  endpoint,
  buildPayload,
  mailSubject,
  success,
  note,
  strings = englishLeadFormStrings,
  timeoutMs,
}: LeadFormProps): ReactNode {
  const [values, setValues] = useState<LeadValues>(() => emptyValues(fields));
  const [errors, setErrors] = useState<LeadErrors>({});
  const [summaryShown, setSummaryShown] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; serial: number } | null>(null);

  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest === null) return;
    const element = { summary: summaryRef, success: successRef, problem: problemRef }[focusRequest.target].current;
    element?.focus();
  }, [focusRequest]);

  const requestFocus = (target: FocusTarget) =>
    setFocusRequest((previous) => ({ target, serial: (previous?.serial ?? 0) + 1 }));

  const fieldId = (field: LeadField) => `${id}-${field.name}`;
  const titleId = `${id}-title`;
  const sending = status === 'sending';

  const handleChange = (field: LeadField, value: string) => {
    setValues((previous) => ({ ...previous, [field.name]: value }));
    // Once a field shows an error, re-check it as the visitor fixes it.
    if (errors[field.name] !== undefined) {
      const message = validateLeadField(field, value, strings);
      setErrors((previous) => {
        const next = { ...previous };
        if (message === undefined) delete next[field.name];
        else next[field.name] = message;
        return next;
      });
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateLead(fields, values, strings);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSummaryShown(true);
      requestFocus('summary');
      return;
    }
    setSummaryShown(false);
    setFailure(null);
    setStatus('sending');
    const outcome = await submitLead({
      endpoint,
      payload: buildPayload(normalizeLeadValues(fields, values)),
      timeoutMs,
    });
    if (outcome.kind === 'sent') {
      setStatus('sent');
      requestFocus('success');
    } else if (outcome.kind === 'not-connected') {
      setStatus('not-connected');
      requestFocus('problem');
    } else {
      setFailure(outcome);
      setStatus('failed');
      requestFocus('problem');
    }
  };

  const summaryEntries = fields.flatMap((field) => {
    const message = errors[field.name];
    return message === undefined ? [] : [{ field, message }];
  });
  const fallbackHref = mailtoLink(mailSubject, leadMailBody(fields, values));

  return (
    <div className={styles.wrapper}>
      <div
        ref={successRef}
        role="status"
        tabIndex={-1}
        className={clsx(status === 'sent' && styles.success)}
        data-testid={`${id}-success`}
      >
        {status === 'sent' && (
          <>
            <Heading as={headingLevel} className={styles.successTitle}>
              {success.title}
            </Heading>
            {success.body}
          </>
        )}
      </div>
      {status !== 'sent' && (
        <form
          className={styles.form}
          aria-labelledby={titleId}
          aria-busy={sending}
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
        >
          <Heading as={headingLevel} id={titleId} className={styles.title}>
            {title}
          </Heading>
          {intro && <div className={styles.intro}>{intro}</div>}

          {summaryShown && summaryEntries.length > 0 && (
            <div
              ref={summaryRef}
              tabIndex={-1}
              className={styles.summary}
              aria-labelledby={`${id}-summary-title`}
              role="group"
            >
              <p id={`${id}-summary-title`} className={styles.summaryTitle}>
                {strings.errorSummaryTitle}
              </p>
              <ul className={styles.summaryList}>
                {summaryEntries.map(({ field, message }) => (
                  <li key={field.name}>
                    <button
                      type="button"
                      className={styles.summaryLink}
                      onClick={() => document.getElementById(fieldId(field))?.focus()}
                    >
                      {message}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}

          {fields.map((field) => {
            const inputId = fieldId(field);
            const error = errors[field.name];
            const value = values[field.name] ?? '';
            const hintId = field.hint ? `${inputId}-hint` : undefined;
            const counterId = field.type === 'textarea' ? `${inputId}-count` : undefined;
            const errorId = error === undefined ? undefined : `${inputId}-error`;
            const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined;
            const common = {
              id: inputId,
              name: field.name,
              value,
              required: field.required,
              autoComplete: field.autoComplete,
              'aria-invalid': error !== undefined,
              'aria-describedby': describedBy,
              className: clsx(styles.input, error !== undefined && styles.inputInvalid),
            };
            return (
              <div key={field.name} className={styles.field}>
                <label htmlFor={inputId} className={styles.label}>
                  {field.label}
                  {!field.required && <span className={styles.optional}> {strings.optional}</span>}
                </label>
                {field.hint && (
                  <p id={hintId} className={styles.hint}>
                    {field.hint}
                  </p>
                )}
                {field.type === 'textarea' ? (
                  <>
                    <textarea {...common} rows={6} onChange={(event) => handleChange(field, event.target.value)} />
                    <p
                      id={counterId}
                      className={clsx(styles.hint, value.trim().length > field.maxLength && styles.over)}
                    >
                      {strings.characterCount(value.trim().length, field.maxLength)}
                    </p>
                  </>
                ) : (
                  <input
                    {...common}
                    type={field.type}
                    spellCheck={field.type === 'email' ? false : undefined}
                    onChange={(event) => handleChange(field, event.target.value)}
                  />
                )}
                {error !== undefined && (
                  <p id={errorId} className={styles.error}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}

          <div className={styles.actions}>
            <button type="submit" className="button button--primary button--lg" disabled={sending}>
              {sending ? strings.sending : submitLabel}
            </button>
            {note && <div className={styles.note}>{note}</div>}
          </div>

          {(status === 'failed' || status === 'not-connected') && (
            <div ref={problemRef} role="alert" tabIndex={-1} className={styles.problem}>
              <p className={styles.problemTitle}>
                {status === 'failed' ? strings.errorTitle : strings.notConnectedTitle}
              </p>
              {status === 'failed' && failure && (
                <p>
                  {failureText(failure, strings)}
                  {failure.reason === 'http' && failure.serverMessage && (
                    <>
                      {' '}
                      {strings.serverSaid} <q>{failure.serverMessage}</q>
                    </>
                  )}
                </p>
              )}
              <p>{status === 'failed' ? strings.keptValues : strings.notConnectedText}</p>
              <Link className="button button--secondary" href={fallbackHref}>
                {strings.emailFallback}
              </Link>
            </div>
          )}
        </form>
      )}
    </div>
  );
}
