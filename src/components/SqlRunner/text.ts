import { translate } from '@docusaurus/Translate';

/** The accessible name of a runnable block: its number among the page's runnable examples. */
export function groupLabel(index: number): string {
  return translate({ id: 'sqlRunner.group', message: 'SQL example {number}' }, { number: index + 1 });
}
