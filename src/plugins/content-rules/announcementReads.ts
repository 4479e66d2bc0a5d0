/**
 * What the dev server does when src/data/announcement.md changes. An editor
 * may still be writing the file when it is read: the read is empty (the file
 * was truncated, or replaced and not yet there) or cut off mid-line. The bar
 * then keeps its previous text and the file is read again a moment later,
 * until it is complete, or until two reads agree on a text that still breaks
 * a rule: that is a real mistake, and gets the rule's message (an empty file
 * only once the reads run out). The plugin does the reading and the waiting;
 * this decides, from the reads so far, what to do next.
 */
import { AnnouncementError, parseAnnouncement, type Announcement } from '../../data/announcement';

export const partialReadMessage = 'src/data/announcement.md was read while being written; keeping the previous text';

export type AnnouncementReadDecision =
  /** The file holds the text the bar already shows. */
  | { action: 'unchanged'; log: null }
  /** A complete announcement: show it. */
  | { action: 'apply'; text: string; announcement: Announcement; log: null }
  /** Keep the previous text and read the file again after a short pause. */
  | { action: 'read-again'; log: string | null }
  /** The file is stable and breaks a rule: keep the previous text and report this. */
  | { action: 'problem'; message: string; log: null };

/**
 * `applied` is the text the bar shows; `reads` the file's text at each read
 * since it changed, oldest first, a short pause apart; after `maxReads` reads
 * a text that still changes is judged as it is.
 */
export function decideAnnouncementRead(
  applied: string,
  reads: readonly string[],
  maxReads: number,
): AnnouncementReadDecision {
  const last = reads[reads.length - 1];
  if (last === undefined) return { action: 'read-again', log: null };
  if (last === applied) return { action: 'unchanged', log: null };
  try {
    return { action: 'apply', text: last, announcement: parseAnnouncement(last), log: null };
  } catch (error) {
    if (!(error instanceof AnnouncementError)) throw error;
    const previous = reads.length > 1 ? reads[reads.length - 2] : undefined;
    const empty = last.trim() === '';
    // An empty file is being written until the reads run out; another text once two reads agree.
    const settled = reads.length >= maxReads || (!empty && previous === last);
    if (settled) return { action: 'problem', message: error.message, log: null };
    // Empty, or still changing between reads: the file is being written. Say so once.
    const beingWritten = (empty || previous !== undefined) && !reads.slice(0, -1).some((read) => read.trim() === '');
    return { action: 'read-again', log: beingWritten ? partialReadMessage : null };
  }
}
