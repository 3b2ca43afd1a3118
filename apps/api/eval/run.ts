import { parseMarkdown, renderMarkdown } from '@prd/prd';
import { collectReply } from '../src/modules/prd/writers/collect-reply.js';
import type {
  CollectedReply,
  HistoryTurn,
  PrdInput,
  PrdWriter,
} from '../src/modules/prd/writers/types.js';
import type { EvalCase } from './types.js';

const EVAL_NOW = new Date('2026-03-02T09:00:00Z');

/** One reply of a run: what was sent, what came back, how long it took. */
export interface TurnRun {
  input: PrdInput;
  reply: CollectedReply;
  /** The PRD the message was sent with (undefined for the first message). */
  previousPrd: string | undefined;
  /** Every user-provided text so far (messages and file text), for the invented-number check. */
  sourceText: string;
  millis: number;
  error?: string;
}

export interface CaseRun {
  case: EvalCase;
  /** Clarifying questions asked before the draft, when the writer asked (then answered). */
  asked?: TurnRun;
  draft: TurnRun;
  followUps: TurnRun[];
}

function baseInput(partial: EvalCase['input']): PrdInput {
  return {
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd: undefined,
    previousVersion: 0,
    history: [],
    turns: [],
    sessionChunks: [],
    now: EVAL_NOW,
    ...partial,
  };
}

const inputText = (input: PrdInput) =>
  [
    input.message,
    ...input.files.map((f) => f.name),
    ...input.chunks.flatMap((c) => [c.locator, c.text]),
  ].join('\n');

async function send(writer: PrdWriter, input: PrdInput, sourceText: string): Promise<TurnRun> {
  const started = performance.now();
  try {
    const reply = await collectReply(writer.reply(input, AbortSignal.timeout(300_000)));
    return { input, reply, previousPrd: input.previousPrd, sourceText, millis: elapsed(started) };
  } catch (err) {
    const reply: CollectedReply = {
      kind: 'answer',
      intent: 'smalltalk',
      text: '',
      changes: [],
      questions: [],
    };
    const error = err instanceof Error ? err.message : String(err);
    return {
      input,
      reply,
      previousPrd: input.previousPrd,
      sourceText,
      millis: elapsed(started),
      error,
    };
  }
}

const elapsed = (started: number) => Math.round(performance.now() - started);

/** The label of the option that says "draft anyway", or those words when there is none. */
function draftAnyway(reply: CollectedReply): string {
  const options = reply.questions.flatMap((q) => q.options);
  return (
    options.find((o) => /draft anyway|assum/i.test(o.label))?.label ??
    'Draft anyway with assumptions.'
  );
}

/** Whether a reply wrote a new PRD version (the session's PRD for the next message). */
export const writesVersion = (reply: CollectedReply) =>
  reply.kind === 'prd' && ['draft', 'revise', 'replace'].includes(reply.intent);

/**
 * The PRD the next message revises, as the server gives it: the version's model (the writer's,
 * else its text read by the one parser) rendered by the one renderer.
 */
function versionText(reply: CollectedReply): string {
  return renderMarkdown(reply.model ?? parseMarkdown(reply.text));
}

/** Runs a case: its first message, then each follow-up with the latest PRD, history and turns. */
export async function runCase(writer: PrdWriter, evalCase: EvalCase): Promise<CaseRun> {
  const first = baseInput(evalCase.input);
  let sourceText = inputText(first);
  let draft = await send(writer, first, sourceText);
  let asked: TurnRun | undefined;
  const history = [first.message];
  const turns: HistoryTurn[] = [{ role: 'user', text: first.message }];
  if (draft.reply.kind === 'questions') {
    // Thin input: the writer may ask first. Choose its "draft anyway" option and score that draft.
    asked = draft;
    const answer = draftAnyway(asked.reply);
    turns.push({ role: 'assistant', text: asked.reply.text });
    const input = baseInput({
      message: answer,
      history: [...history],
      turns: [...turns],
      sessionChunks: [...first.chunks],
    });
    draft = await send(writer, input, sourceText);
    history.push(answer);
    turns.push({ role: 'user', text: answer });
  }
  turns.push({ role: 'assistant', text: draft.reply.text });
  const followUps: TurnRun[] = [];
  let prd = writesVersion(draft.reply) ? versionText(draft.reply) : undefined;
  let version = prd ? 1 : 0;
  const sessionChunks = [...first.chunks];
  for (const turn of evalCase.followUps ?? []) {
    const input = baseInput({
      message: turn.message,
      files: turn.files ?? [],
      chunks: turn.chunks ?? [],
      previousPrd: prd,
      previousVersion: version,
      history: [...history],
      turns: [...turns],
      sessionChunks: [...sessionChunks],
    });
    sourceText += '\n' + inputText(input);
    const run = await send(writer, input, sourceText);
    followUps.push(run);
    if (writesVersion(run.reply)) {
      prd = versionText(run.reply);
      version++;
    }
    history.push(turn.message);
    turns.push({ role: 'user', text: turn.message }, { role: 'assistant', text: run.reply.text });
    sessionChunks.push(...input.chunks);
  }
  return { case: evalCase, ...(asked ? { asked } : {}), draft, followUps };
}
