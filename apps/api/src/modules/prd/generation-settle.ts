import { messages } from '@prd/contract';
import { completeAnswer } from './answer-outcome.js';
import {
  finishStream,
  replyInfoOf,
  type Attempt,
  type GenerationJobDeps,
} from './generation-attempt.js';
import type { StoredInput } from './generation-read.js';
import { answerResponse, recordOutcome } from './generation-report.js';
import { charged, type Plan } from './reply-info.js';
import { errorEvent, STREAM_EVENTS } from './stream-events.js';

/** A Stop: the answer keeps what was written, and is charged only if a PRD reached anyone. */
export async function stopNow(deps: GenerationJobDeps, run: Attempt) {
  const { plan, prd } = run;
  const free = plan !== undefined && !charged(plan);
  const settled = await deps.generations.settle(
    run.id,
    {
      status: 'stopped',
      message: prd.trim() ? prd : messages.chat.answerStopped,
      ...(plan
        ? {
            reply: { ...replyInfoOf(run, plan, 0), version: null, charged: !free && run.delivered },
          }
        : {}),
      free,
      extractions: run.extractions,
    },
    true,
  );
  if (settled) {
    await finishStream(deps, run, STREAM_EVENTS.stopped, {
      session_id: run.row.sessionId,
      prd_result: prd,
      charged: !settled.refunded,
    });
    recordOutcome(deps, run.row, 'stopped', { charged: !settled.refunded, writer: run.writerName });
  }
}

/** Every attempt died (this one starts past the last): the answer fails. */
export async function giveUp(deps: GenerationJobDeps, run: Attempt) {
  const message = messages.chat.generationFailed;
  deps.log.error(
    { generationId: run.id, attempt: run.attempt },
    'prd generation given up: every attempt died',
  );
  const settled = await deps.generations.settle(run.id, { status: 'failed', message }, true);
  if (settled) {
    await finishStream(deps, run, STREAM_EVENTS.error, errorEvent(message));
    recordOutcome(deps, run.row, 'failure', {
      reason: 'attempts exhausted',
      charged: !settled.refunded,
    });
  }
}

/** Nothing is written: the row is closed, and whoever closed it ends the stream. */
export function ended(deps: GenerationJobDeps, run: Attempt) {
  deps.log.info({ generationId: run.id }, 'prd generation ended: its row was closed');
}

/** The writer finished: the answer (and a PRD's version) is stored, and the stream is done. */
export async function settleAnswer(
  deps: GenerationJobDeps,
  run: Attempt,
  plan: Plan,
  input: StoredInput,
) {
  const { row, writerName } = run;
  // A PRD version is stored in the settle (answer-outcome.ts); only a PRD has a Word file.
  const { fileName, ...outcome } = completeAnswer({
    row,
    plan,
    details: run.details,
    text: run.prd,
    start: input.start,
    writerName,
    info: replyInfoOf(run, plan, input.previousVersion),
  });
  const settled = await deps.generations.settle(
    run.id,
    { ...outcome, extractions: run.extractions },
    false,
  );
  if (!settled) return;
  const info = settled.reply ?? outcome.reply;
  const documentPath = outcome.documentKey
    ? deps.signedUrls.sign(outcome.documentKey, { name: fileName(settled.version) })
    : null;
  await finishStream(
    deps,
    run,
    STREAM_EVENTS.done,
    answerResponse(deps, row, outcome.message, documentPath, input.files, info),
  );
  recordOutcome(deps, row, 'success', {
    files: input.files.length,
    writer: writerName,
    kind: info.kind,
    intent: info.intent,
    charged: info.charged,
    version: info.document?.version,
    duration_ms: Math.round(performance.now() - run.started),
  });
}
