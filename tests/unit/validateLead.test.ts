import { describe, expect, it } from 'vitest';
import { englishLeadFormStrings, russianLeadFormStrings } from '@site/src/components/LeadForm/text';
import type { LeadField } from '@site/src/components/LeadForm/types';
import {
  isEmailAddress,
  normalizeLeadValues,
  validateLead,
  validateLeadField,
} from '@site/src/components/LeadForm/validateLead';

const fields: LeadField[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 10, autoComplete: 'name' },
  { name: 'email', label: 'E-mail', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', required: false, maxLength: 5, autoComplete: 'tel' },
  { name: 'note', label: 'Note', type: 'textarea', required: false, maxLength: 20, autoComplete: 'off' },
];

const en = englishLeadFormStrings;

describe('isEmailAddress', () => {
  it.each(['dba@example.com', 'first.last+tag@sub.example.co.uk', 'x@y.io'])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each(['', 'plain', 'no-at.example.com', 'two@@example.com', 'a@b', 'a@b.', 'a @b.com', 'a@.com', '@example.com'])(
    'rejects "%s"',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
    },
  );
});

describe('validateLead', () => {
  it('reports every empty required field, in field order, and nothing for optional ones', () => {
    const errors = validateLead(fields, {}, en);
    expect(Object.keys(errors)).toEqual(['name', 'email']);
    expect(errors.name).toBe('Name is required.');
    expect(errors.email).toBe('E-mail is required.');
  });

  it('treats whitespace-only values as empty', () => {
    expect(validateLead(fields, { name: '   ', email: '\t' }, en)).toEqual({
      name: 'Name is required.',
      email: 'E-mail is required.',
    });
  });

  it('explains the expected e-mail format', () => {
    expect(validateLead(fields, { name: 'Ann', email: 'ann-at-example' }, en)).toEqual({
      email: 'Enter an e-mail address in the format name@example.com.',
    });
  });

  it('enforces length limits after trimming, on required and optional fields', () => {
    expect(validateLeadField(fields[0]!, '  0123456789  ', en)).toBeUndefined();
    expect(validateLeadField(fields[0]!, '01234567890', en)).toBe('Name must be at most 10 characters long.');
    expect(validateLeadField(fields[2]!, '123456', en)).toBe('Phone must be at most 5 characters long.');
    expect(validateLeadField(fields[3]!, 'x'.repeat(21), en)).toBe('Note must be at most 20 characters long.');
  });

  it('accepts a complete, valid form', () => {
    expect(validateLead(fields, { name: 'Ann', email: ' ann@example.com ', phone: '', note: 'hi' }, en)).toEqual({});
  });

  it('speaks Russian when given Russian strings', () => {
    const ruFields: LeadField[] = [
      { name: 'name', label: 'Имя', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
      {
        name: 'email',
        label: 'Электронная почта',
        type: 'email',
        required: true,
        maxLength: 254,
        autoComplete: 'email',
      },
    ];
    const ru = russianLeadFormStrings;
    expect(validateLead(ruFields, { email: 'nope' }, ru)).toEqual({
      name: 'Заполните поле «Имя».',
      email: 'Введите адрес электронной почты в формате name@example.com.',
    });
    expect(validateLeadField(ruFields[0]!, 'я'.repeat(101), ru)).toBe(
      'Поле «Имя» должно быть не длиннее 100 символов.',
    );
  });

  it('uses correct Russian plural forms', () => {
    const ru = russianLeadFormStrings;
    expect(ru.tooLongMessage('Имя', 21)).toBe('Поле «Имя» должно быть не длиннее 21 символа.');
    expect(ru.tooLongMessage('Имя', 11)).toBe('Поле «Имя» должно быть не длиннее 11 символов.');
    expect(ru.characterCount(5, 4000)).toBe('5 из 4000 символов');
    expect(ru.characterCount(5, 254)).toBe('5 из 254 символа');
    expect(ru.characterCount(5, 101)).toBe('5 из 101 символ');
    expect(ru.characterCount(5, 111)).toBe('5 из 111 символов');
  });
});

describe('normalizeLeadValues', () => {
  it('trims every configured field, fills missing ones and drops unknown keys', () => {
    expect(normalizeLeadValues(fields, { name: ' Ann ', email: 'a@b.co\n', extra: 'x' })).toEqual({
      name: 'Ann',
      email: 'a@b.co',
      phone: '',
      note: '',
    });
  });
});
