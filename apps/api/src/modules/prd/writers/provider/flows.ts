import {
  diffPrd,
  labelsFor as prdLabels,
  parseMarkdown,
  renderMarkdown,
  versionLabel,
  type Prd,
  type RenderOptions,
} from '@prd/prd';
import { answerSystem, PATCH_SYSTEM, prdSystem, questionsSystem } from './prompt.js';
import type { ClarifyingQuestion, PrdInput, ReplyEvent } from '../types.js';
import type { Budget } from './budget.js';
import { streamCall, type CallSettings } from '../../../../platform/ai/call.js';
import { escapeData, historyBlock, messageBlock, turnsOf, userContent } from './context.js';
import { labelsFor } from './labels.js';
import { renderModel, type RenderContext } from './live.js';
import { knownNumbers } from './markdown.js';
import { patchSchema, reviseModel } from './patch.js';
import { SectionStream } from './progress.js';
import { prdSchema, questionsSchema } from './schema.js';
import { fromPrd, markInvented } from './to-prd.js';
import { guardDraft, guardInputOf, guardRevision } from './guard/index.js';
import { gatherSources } from './sources.js';
import { NotJsonError, structuredCall, structuredValue } from './structured.js';

export interface FlowContext {
  input: PrdInput;
  settings: CallSettings;
  budget: Budget;
  language: string;
  maxImages: number;
  /** The session's PRD, read by the one parser. */
  previous: Prd | undefined;
}

const date = (now: Date) => now.toISOString().slice(0, 10);
const text = (delta: string): ReplyEvent => ({ type: 'text', delta });

/** The Markdown as one text event per section, so a code-rendered document still streams. */
export function* bySection(markdown: string): Generator<ReplyEvent> {
  for (const piece of markdown.split(/(?=^## )/m)) if (piece) yield text(piece);
}

/** The label of the version a reply writes ("0.1" for a first PRD). */
function nextLabel(input: PrdInput): string {
  const previous = input.previousVersion || (input.previousPrd ? 1 : 0);
  return versionLabel(previous + 1);
}

/** The reply's text and details for a PRD the code has whole (one text event per section). */
function* whole(prd: Prd, render: RenderOptions, changes?: string[]): Generator<ReplyEvent> {
  yield* bySection(renderMarkdown(prd, render));
  yield { type: 'details', ...(changes ? { changes } : {}), model: prd };
}

/** A new PRD (draft or replacement), streamed section by section as the model writes it. */
export async function* draftFlow(flow: FlowContext, replace: boolean): AsyncGenerator<ReplyEvent> {
  const { input, settings, budget } = flow;
  const sources = await gatherSources(input, { budget, settings, withSession: !replace });
  const version = nextLabel(input);
  const was = flow.previous?.product || flow.previous?.title;
  const changes =
    replace && flow.previous ? [`Replaced the PRD for "${was}" with a new brief.`] : undefined;
  const held = guardInputOf(input.message, sources.texts);
  const ctx: RenderContext = {
    language: flow.language,
    date: date(input.now),
    known: knownNumbers(sources.texts),
    notes: input.notes,
    render: { version, ...(changes ? { changes } : {}) },
    // The contract guard: the live document and the version are both the guarded PRD.
    guard: (prd) => guardDraft(prd, held).prd,
  };
  const prompt = [
    `Today's date: ${ctx.date}. Version: ${version}.`,
    messageBlock(input.message.slice(0, budget.messageChars)),
    input.files.length
      ? `Files: ${input.files.map((f) => `${f.name} (${f.kind})`).join(', ')}`
      : '',
    sources.block,
    replace ? '' : historyBlock(turnsOf(input), budget.historyChars),
    input.notes.length
      ? `Extraction notes:\n${input.notes.map((n) => `- ${escapeData(n)}`).join('\n')}`
      : '',
  ].filter(Boolean);
  const stream = new SectionStream(ctx);
  let prd: Prd;
  const run = structuredCall(
    settings,
    {
      system: prdSystem(flow.language),
      messages: [
        { role: 'user', content: userContent(prompt.join('\n\n'), input.images, flow.maxImages) },
      ],
      schema: prdSchema,
      name: 'prd',
    },
    (piece) => stream.feed(piece),
  );
  try {
    for (let step = await run.next(); ; step = await run.next()) {
      if (step.done) {
        const done = renderModel(step.value.value, ctx);
        prd = done.prd;
        const rest = stream.finish(done.markdown);
        if (rest) yield text(rest);
        break;
      }
      yield text(step.value);
    }
  } catch (error) {
    // A model without JSON mode may answer a Markdown PRD: read it with the one parser.
    const read = error instanceof NotJsonError ? parseMarkdown(error.text) : undefined;
    if (!read || (!read.product && !read.requirements.length)) throw error;
    const product = read.product || 'Untitled product';
    const title = `${product}: ${prdLabels(flow.language).document}`;
    prd = guardDraft(
      { ...read, product, title, language: flow.language, date: ctx.date },
      held,
    ).prd;
    yield text(stream.finish(renderMarkdown(prd, ctx.render)));
  }
  yield { type: 'details', ...(changes ? { changes } : {}), model: prd };
}

/** A revision: the model returns operations, code applies them and computes the changes. */
export async function* reviseFlow(flow: FlowContext): AsyncGenerator<ReplyEvent> {
  const { input, settings, budget } = flow;
  const previous = flow.previous!;
  const sources = await gatherSources(input, { budget, settings, withSession: true });
  const prompt = [
    messageBlock(input.message.slice(0, budget.messageChars)),
    `<previous_prd>\n${escapeData(JSON.stringify(fromPrd(previous))).slice(0, budget.previousChars)}\n</previous_prd>`,
    sources.block,
    historyBlock(turnsOf(input), budget.historyChars),
  ].filter(Boolean);
  const { value } = await structuredValue(settings, {
    system: PATCH_SYSTEM,
    messages: [
      { role: 'user', content: userContent(prompt.join('\n\n'), input.images, flow.maxImages) },
    ],
    schema: patchSchema,
    name: 'revision',
  });
  const known = knownNumbers([...sources.texts, input.previousPrd ?? '']);
  const held = guardInputOf(input.message, sources.texts);
  const checked = guardRevision(previous, reviseModel(previous, value.operations), held);
  if (checked.declined) {
    // A misunderstood follow-up: one sentence, free, and the PRD stays as it is.
    yield { type: 'plan', kind: 'answer', intent: 'question' };
    yield text(checked.declined);
    return;
  }
  yield { type: 'plan', kind: 'prd', intent: 'revise' };
  const next = { ...markInvented(checked.prd, known), date: date(input.now) };
  const changes = diffPrd(previous, next).map((change) => change.label);
  const shown = changes.length ? changes : ['No change was needed for this request.'];
  yield* whole(next, { version: nextLabel(input), changes: shown }, changes);
}

/** A question about the PRD or the inputs, or small talk: a streamed chat answer. */
export async function* answerFlow(
  flow: FlowContext,
  smalltalk: boolean,
): AsyncGenerator<ReplyEvent> {
  const { input, settings, budget } = flow;
  const parts = [historyBlock(turnsOf(input), smalltalk ? 2_000 : budget.historyChars)];
  if (!smalltalk) {
    const sources = await gatherSources(input, { budget, settings, withSession: true });
    if (input.previousPrd)
      parts.push(
        `<previous_prd>\n${escapeData(input.previousPrd.slice(0, budget.previousChars))}\n</previous_prd>`,
      );
    parts.push(sources.block);
  }
  parts.push(messageBlock(input.message.slice(0, budget.messageChars)));
  let produced = false;
  for await (const delta of streamCall(settings, {
    system: answerSystem(flow.language, smalltalk),
    messages: [{ role: 'user', content: parts.filter(Boolean).join('\n\n') }],
  })) {
    produced ||= delta.trim().length > 0;
    yield text(delta);
  }
  if (!produced) throw new EmptyAnswer();
}

export class EmptyAnswer extends Error {}

/** Clarifying questions with lettered options, the last always "draft anyway". */
export async function* questionsFlow(flow: FlowContext): AsyncGenerator<ReplyEvent> {
  const { input, settings } = flow;
  const labels = labelsFor(flow.language);
  const { value } = await structuredValue(settings, {
    system: questionsSystem(flow.language),
    messages: [{ role: 'user', content: messageBlock(input.message.slice(0, 4_000)) }],
    schema: questionsSchema,
    name: 'questions',
  });
  const questions: ClarifyingQuestion[] = value.questions.map((q) => {
    const options = [...q.options.slice(0, 4).map((o) => o.trim()), labels.draftAnyway];
    return {
      question: q.question.trim(),
      options: options.map((label, i) => ({ key: String.fromCharCode(65 + i), label })),
    };
  });
  const lines = [labels.askIntro, ''];
  questions.forEach((q, i) => {
    lines.push(`**${i + 1}. ${escapeMd(q.question)}**`, '');
    for (const o of q.options) lines.push(`- **${o.key}.** ${escapeMd(o.label)}`);
    lines.push('');
  });
  yield text(lines.join('\n'));
  yield { type: 'details', questions };
}

const escapeMd = (s: string) => s.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>]/g, (c) => `\\${c}`);
