/**
 * The notice PRDs written before issue 12 start with ("> Drafted offline by PRD Studio's
 * built-in writer: connect an AI provider..."). Documents no longer say which writer wrote them
 * (the chat shows a label instead), so stored PRDs lose it wherever they are shown, downloaded
 * or shared. Only a blockquote line at the very start is matched: linear, and nothing else moves.
 */
const NOTICE = "> Drafted offline by PRD Studio's built-in writer";

export function withoutWriterNotice(markdown: string): string {
  if (!markdown.startsWith(NOTICE)) return markdown;
  const end = markdown.indexOf('\n');
  if (end === -1) return '';
  let rest = end + 1;
  while (markdown[rest] === '\n' || markdown[rest] === '\r') rest += 1;
  return markdown.slice(rest);
}
