/** The body of the `mailto:` fallback: what the visitor typed, so nothing has to be retyped. */
import type { LeadField, LeadValues } from './types';

export function leadMailBody(fields: readonly LeadField[], values: LeadValues): string {
  const lines: string[] = [];
  const longTexts: string[] = [];
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value === '') continue;
    if (field.type === 'textarea') longTexts.push(`${field.label}:\n${value}`);
    else lines.push(`${field.label}: ${value}`);
  }
  return [lines.join('\n'), ...longTexts].filter((part) => part !== '').join('\n\n');
}
