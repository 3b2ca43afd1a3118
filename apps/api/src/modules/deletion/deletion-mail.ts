import { messages } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';

const t = messages.deleteRequest;
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * Tells the person their deletion request arrived (SMTP, or the outbox by default). A mail that
 * cannot be sent does not undo the request; the log names the request, never the person.
 */
export async function sendDeletionRequestedMail(
  deps: Pick<Platform, 'mailer' | 'log'>,
  person: { email: string; name: string },
  request: { id: number; createdAt: Date },
): Promise<void> {
  try {
    await deps.mailer.send({
      to: person.email,
      subject: t.emailSubject,
      text: t.emailText(person.name, day.format(request.createdAt)),
    });
  } catch (err) {
    deps.log.warn({ err, request_id: request.id }, 'deletion request mail not sent');
  }
}
