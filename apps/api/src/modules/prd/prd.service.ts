import type { EditSectionBody } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import type { Caller } from './caller.js';
import { createQuota } from './quota.js';
import type { Entitlements } from '../billing/index.js';
import { createAnswers } from './answers.js';
import { createRedo } from './redo.js';
import { acceptSectionEdit } from './section-edit.js';
import { createSend } from './send.js';
import type { PrdEngine } from './prd-engine.js';
import { createSendKit } from './send-kit.js';
import { createVisitorClaim } from './visitor-claim.js';

/**
 * The chat's business rules: who may post where, greetings, quotas, storing files and
 * messages, and handing the answer to a job (generation.job.ts). Never sees HTTP.
 * Each use case lives in its own file: send.ts, redo.ts, section-edit.ts, answers.ts
 * (follow, select, stop) and visitor-claim.ts.
 */
export function createPrdService(
  deps: Pick<
    Platform,
    'db' | 'config' | 'files' | 'audit' | 'log' | 'limiter' | 'jobs' | 'streams' | 'clock'
  >,
  engine: Pick<PrdEngine, 'isGreeting' | 'greetingReply'>,
  entitlements?: Entitlements,
) {
  const quota = createQuota(deps, entitlements);
  const kit = createSendKit(deps);
  const send = createSend(deps, engine, kit, quota);
  const answers = createAnswers(deps);

  return {
    /** What a send can be refused for before its body is read (send.ts). */
    admit: send.admit,
    /** Accepts a send: a greeting at once, or an answer handed to its job (send.ts). */
    accept: send.accept,
    /** Regenerate (no `edit`) or edit and resend the last message (redo.ts). */
    redo: createRedo(deps, engine, kit, quota),
    /** `edit_section`: a send scoped to one section or item of a document (section-edit.ts). */
    editSection: (
      caller: Caller,
      input: { documentId: string; body: EditSectionBody; meta: RequestMeta },
    ) => acceptSectionEdit(deps, kit, quota, caller, input),
    ...answers,
    claimVisitorChats: createVisitorClaim(deps),
  };
}
export type PrdService = ReturnType<typeof createPrdService>;
