/**
 * The runnable SQL blocks of the articles on the page, by article and number,
 * as their code blocks render. A Run replays the blocks before it from here.
 */
export type RegisteredBlock = { code: string; expectError: boolean };

const articles = new Map<string, Map<number, RegisteredBlock>>();

export function registerBlock(article: string, index: number, block: RegisteredBlock): () => void {
  let blocks = articles.get(article);
  if (!blocks) {
    blocks = new Map();
    articles.set(article, blocks);
  }
  blocks.set(index, block);
  return () => {
    if (blocks.get(index) === block) blocks.delete(index);
  };
}

/** Blocks 0..index-1 of the article in order, or null when one is missing from the page. */
export function blocksBefore(article: string, index: number): RegisteredBlock[] | null {
  const blocks = articles.get(article);
  const before: RegisteredBlock[] = [];
  for (let i = 0; i < index; i += 1) {
    const block = blocks?.get(i);
    if (!block) return null;
    before.push(block);
  }
  return before;
}
