/**
 * Stand-in for `@docusaurus/Translate` in unit tests: typed data modules
 * translate their visitor-facing text, and outside a site build every message
 * is its English default, with `{placeholders}` filled in as Docusaurus does.
 */
export type TranslateParam = { id?: string; message: string; description?: string };

export function translate({ message }: TranslateParam, values?: Record<string, string | number>): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
