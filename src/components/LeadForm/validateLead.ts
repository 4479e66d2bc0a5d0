/**
 * Client-side checks of a lead form: required fields, e-mail format and length
 * limits. Plain functions without React so they are unit-tested on their own.
 */
import type { LeadErrors, LeadField, LeadValues, ValidationMessages } from './types';

/**
 * A practical e-mail shape: something before one "@", a domain with at least
 * one dot, no spaces. The server remains the final judge.
 */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value);
}

/** Leading and trailing spaces are never meaningful in these forms. */
export function normalizeLeadValues(fields: readonly LeadField[], values: LeadValues): LeadValues {
  const normalized: LeadValues = {};
  for (const field of fields) {
    normalized[field.name] = (values[field.name] ?? '').trim();
  }
  return normalized;
}

/** The problem with one field, or `undefined` when the value is acceptable. */
export function validateLeadField(
  field: LeadField,
  rawValue: string,
  messages: ValidationMessages,
): string | undefined {
  const value = rawValue.trim();
  if (value === '') {
    return field.required ? messages.requiredMessage(field.label) : undefined;
  }
  if (value.length > field.maxLength) {
    return messages.tooLongMessage(field.label, field.maxLength);
  }
  if (field.type === 'email' && !isEmailAddress(value)) {
    return messages.emailMessage(field.label);
  }
  return undefined;
}

/** Every field's problem, in field order; an empty object means the form can be sent. */
export function validateLead(
  fields: readonly LeadField[],
  values: LeadValues,
  messages: ValidationMessages,
): LeadErrors {
  const errors: LeadErrors = {};
  for (const field of fields) {
    const message = validateLeadField(field, values[field.name] ?? '', messages);
    if (message !== undefined) errors[field.name] = message;
  }
  return errors;
}
