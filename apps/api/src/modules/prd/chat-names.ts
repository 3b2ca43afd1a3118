import { randomUUID } from 'node:crypto';

// Keys made before answers were written in one statement also carried the answer's id.
export const DOCUMENT_KEY = /^chat\/([0-9a-f-]{36})\/prd-(?:\d{1,15}-)?[0-9a-f-]{36}\.docx$/;

/** Where an answer's Word file is stored: the session makes it findable, the UUID unguessable. */
export const documentKeyFor = (sessionId: string) => `chat/${sessionId}/prd-${randomUUID()}.docx`;

/**
 * The session title is the first message as sent, which the client cleans and cuts to 30
 * characters: a bounded prefix is enough, and the message is not stored a second time whole.
 */
const TITLE_MAX_CHARACTERS = 200;

export function titleSource(message: string): string {
  let end = 0;
  let characters = 0;
  for (const ch of message) {
    if (characters === TITLE_MAX_CHARACTERS) return message.slice(0, end);
    characters += 1;
    end += ch.length;
  }
  return message;
}
