import { messages } from '@prd/contract';
import { AppError } from '../../platform/errors/app-error.js';
import type { Attempt, GenerationJobDeps } from './generation-attempt.js';
import { charged, nothingRead, readable } from './reply-info.js';
import { STREAM_EVENTS } from './stream-events.js';
import type { PrdInput } from './writers/types.js';

/**
 * Runs the writer and streams its reply: the plan first, then the text (the PRD's delivery
 * recorded before its first word), then the details. Ends early on a Stop or a silence.
 */
export async function writeReply(
  deps: GenerationJobDeps,
  run: Attempt,
  prdInput: PrdInput,
  files: { name: string }[],
): Promise<void> {
  const { generations, engine } = deps;
  const { id, row, stream } = run;
  const writer = await engine.writer();
  run.writerName = writer.name;
  const events = readable(prdInput, writer.name)
    ? writer.reply(prdInput, run.signal)
    : nothingRead(files, prdInput.notes);
  for await (const event of events) {
    if (run.stop.signal.aborted) break;
    if (event.type === 'plan') {
      if (run.plan) throw new Error('A reply has one plan.');
      const plan = { kind: event.kind, intent: event.intent };
      run.plan = plan;
      // A user's typed send accepted with no upload left (it could have been free) is a
      // PRD after all: it needs an upload now, or it ends with the upgrade message.
      if (charged(plan) && row.callerKind === 'user' && row.reservation === 'none') {
        const reserved = row.userId
          ? await generations.reserveLate(id, (tx) => deps.reserveUpload(tx, row.userId!))
          : false;
        if (!reserved) throw new AppError('QUOTA_EXCEEDED', messages.chat.upgradePlan);
      }
      // Before any text: clients know what the answer is (and whether it is charged).
      stream.event(STREAM_EVENTS.reply, plan).catch(() => undefined);
      continue;
    }
    if (event.type === 'details') {
      run.details = {
        changes: event.changes ?? [],
        questions: event.questions ?? [],
        ...(event.model ? { model: event.model } : {}),
      };
      continue;
    }
    if (!event.delta) continue;
    if (!run.plan) throw new Error('A reply starts with its plan.');
    const delta = event.delta;
    if (!run.delivered && charged(run.plan)) {
      // Recorded before the text is published: a crash in between can only over-charge a
      // PRD whose text nobody saw, never give away one that someone did. Free answers are
      // never marked: whatever happens to them, nothing is charged. A row closed meanwhile
      // (its person deleted) takes no mark, and the text goes nowhere.
      if (!(await generations.markDelivered(id))) {
        run.silence();
        break;
      }
      run.delivered = true;
    }
    run.prd += delta;
    stream.token(delta);
  }
}
