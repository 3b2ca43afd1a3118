import { chatMessages, chatSessions } from '../../src/db/schema.js';
import type { TestApp } from '../helpers/app.js';

/** A chat of the user with one long answer (as the writer stores it); returns its chat_id. */
export async function storedAnswer(t: TestApp, userId: string, markdown: string) {
  const [session] = await t.database.db
    .insert(chatSessions)
    .values({ userId, title: 'A PRD' })
    .returning({ id: chatSessions.id });
  await t.database.db
    .insert(chatMessages)
    .values({ sessionId: session!.id, role: 'human', message: 'Write a PRD' });
  const [answer] = await t.database.db
    .insert(chatMessages)
    .values({ sessionId: session!.id, role: 'ai', message: markdown, isDocument: true })
    .returning({ id: chatMessages.id });
  return answer!.id;
}

/** A PRD of `sections` sections, each with a paragraph, bullets, bold and a table row. */
export function longPrd(sections: number) {
  const parts = [
    '# Mobile wallet PRD',
    '',
    '| Field | Value |',
    '| --- | --- |',
    '| Owner | Ana |',
    '',
  ];
  for (let i = 1; i <= sections; i += 1) {
    parts.push(
      `## ${i}. Section ${i}`,
      '',
      `The wallet must handle **case ${i}** with \`code_${i}\` in under ${i} ms.`,
      '',
      `- Requirement ${i}.a`,
      `- Requirement ${i}.b`,
      `- Requirement ${i}.c`,
      '',
    );
  }
  return parts.join('\n');
}
