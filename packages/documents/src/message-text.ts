/** A chat message as the API sends it: text, or a list of lines. */
export type MessageContent = string | readonly string[] | null | undefined;

/** The message as one text: a list of lines is joined with newlines. */
export function messageText(message: MessageContent): string {
  if (message == null) return '';
  return typeof message === 'string' ? message : message.join('\n');
}
