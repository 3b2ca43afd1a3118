import { messages } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { createThrottle } from '../../platform/throttle/index.js';
import { createContactRepository } from './contact.repository.js';

/** Messages one address (and one account) may send to the team per hour. */
const PER_HOUR = { max: 5, windowSeconds: 3600 };

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

/** "Contact Us" (Custom plans): the message is emailed to the team, replies go to the sender. */
export function createContactService(
  deps: Pick<Platform, 'db' | 'mailer' | 'limiter' | 'audit' | 'config'>,
) {
  const throttle = createThrottle(deps.limiter, deps.audit);
  const repo = createContactRepository(deps.db);

  return {
    async sendMessage(
      caller: { id: string; email: string; name: string } | null,
      body: { email: string; message: string; plan_id?: number | undefined },
      meta: RequestMeta,
    ) {
      await throttle.takeAll(
        [
          { key: `contact-ip:${meta.ip}`, rule: PER_HOUR },
          ...(caller ? [{ key: `contact-user:${caller.id}`, rule: PER_HOUR }] : []),
        ],
        meta,
        'contact_message',
      );
      const plan = body.plan_id ? await repo.plan(body.plan_id) : undefined;
      // A signed-in sender is answered at their account's address.
      const from = caller?.email ?? body.email;
      await deps.mailer.send({
        to: deps.config.supportEmail,
        replyTo: from,
        subject: oneLine(`Contact Us${plan ? ` (${plan.name})` : ''} from ${from}`),
        text: [
          `From: ${caller ? `${caller.name} <${caller.email}> (signed in)` : body.email}`,
          ...(plan ? [`Plan: ${plan.name}`] : []),
          '',
          body.message,
        ].join('\n'),
      });
      await deps.audit.record(meta, {
        event: 'contact_message',
        outcome: 'success',
        userId: caller?.id,
        email: from,
        details: { plan_id: body.plan_id ?? null, length: body.message.length },
      });
      return { message: messages.billing.contactSent };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
