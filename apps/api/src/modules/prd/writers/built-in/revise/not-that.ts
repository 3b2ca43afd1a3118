import { quote, replaceEverywhere, type Ctx } from './edit-context.js';
import { escapeRegExp } from '../text/words.js';

/**
 * "Customers pay in store, not online", "reminders go by email, not SMS": the words the PRD
 * says ("online") replaced by what the message says in their place ("in store"). The place is
 * found by the word before the old words in the PRD ("pay online"), which the message repeats
 * ("pay in store"); what follows it in the message, up to the end, is the new wording.
 * False when no line says the old words after a word the message repeats.
 */
export function notThat(ctx: Ctx, said: string, old: string): boolean {
  const oldWords = old.trim().replace(/[.!]+$/, '');
  if (!oldWords || oldWords.split(/\s+/).length > 4) return false;
  const message = said.trim().replace(/[.!]+$/, '');
  const before = new RegExp(`([\\p{L}'’-]+)\\s+${escapeRegExp(oldWords)}(?![\\p{L}\\d])`, 'iu');
  for (const line of ctx.doc.lines) {
    const anchor = before.exec(line)?.[1];
    if (!anchor || /^(?:the|a|an|and|or|of|to)$/i.test(anchor)) continue;
    const at = new RegExp(`(?<![\\p{L}])${escapeRegExp(anchor)}\\s+(.{1,40})$`, 'iu').exec(message);
    const replacement = at?.[1]?.trim();
    if (!replacement || replacement.split(/\s+/).length > 5) continue;
    if (replacement.toLowerCase() === oldWords.toLowerCase()) return false;
    const pattern = new RegExp(
      `(?<![\\p{L}])(${escapeRegExp(anchor)}\\s+)${escapeRegExp(oldWords)}(?![\\p{L}\\d])`,
      'giu',
    );
    const places = replaceEverywhere(ctx, pattern, (m) =>
      m.replace(new RegExp(`${escapeRegExp(oldWords)}$`, 'i'), replacement),
    );
    if (!places.length) return false;
    ctx.result.changes.push(
      `Changed ${quote(`${anchor} ${oldWords}`)} to ${quote(`${anchor} ${replacement}`)} in ${places.join(', ')}.`,
    );
    return true;
  }
  return false;
}
