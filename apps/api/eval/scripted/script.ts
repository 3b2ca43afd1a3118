import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMarkdown } from '@prd/prd';
import { escapeData } from '../../src/modules/prd/writers/provider/context.js';
import type { PrdModel, Route } from '../../src/modules/prd/writers/provider/schema.js';
import { fromPrd } from '../../src/modules/prd/writers/provider/to-prd.js';
import { stepOf, type SeenCall } from '../../test/helpers/scripted-model.js';
import { CASES } from '../cases/index.js';
import type { EvalCase } from '../types.js';
import { QUESTIONS, TURNS, type TurnScript } from './turns.js';

/**
 * The eval's scripted model: for each golden case, what a good model answers at each step of
 * the provider pipeline, looked up from the call (which step, which message). Drafts are the
 * faithful fixtures (`eval/fixtures/<case>.prd.md`) read by the one parser and turned into the
 * model's JSON by `fromPrd`; follow-ups are scripted in turns.ts.
 */

/** One message of a golden case: its first message (index -1) or a follow-up. */
interface ScriptedTurn {
  evalCase: EvalCase;
  index: number;
  message: string;
  files: string[];
}

const ALL_TURNS: ScriptedTurn[] = CASES.flatMap((c) => [
  {
    evalCase: c,
    index: -1,
    message: c.input.message,
    files: (c.input.files ?? []).map((f) => f.name),
  },
  ...(c.followUps ?? []).map((t, index) => ({
    evalCase: c,
    index,
    message: t.message,
    files: (t.files ?? []).map((f) => f.name),
  })),
]);

const NO_TEXT = '(no typed text: the files are the brief)';

/** The typed message of a call, as `messageBlock` shows it ('' when the files are the brief). */
function messageOf(user: string): string | undefined {
  const blocks = [...user.matchAll(/<message>\n?([\s\S]*?)\n?<\/message>/g)];
  const text = blocks.at(-1)?.[1]?.trim();
  return text === NO_TEXT ? '' : text;
}

const shown = (message: string) => escapeData(message.trim());

/**
 * The turn a call belongs to: its typed message; for a message without text, the files it
 * names; for the answer to clarifying questions ("Draft anyway …"), the first message that
 * the history holds (`anyway`).
 */
function locate(user: string): { turn: ScriptedTurn; anyway: boolean } | undefined {
  const message = messageOf(user);
  if (message === undefined) return undefined;
  const byText = ALL_TURNS.find((t) => {
    const full = shown(t.message);
    return full && (full === message || (message.length >= 200 && full.startsWith(message)));
  });
  if (byText) return { turn: byText, anyway: false };
  if (!message) {
    const byFiles = ALL_TURNS.find(
      (t) => !t.message.trim() && t.files.length && t.files.every((f) => user.includes(f)),
    );
    return byFiles && { turn: byFiles, anyway: false };
  }
  const asked = ALL_TURNS.find(
    (t) => t.index === -1 && t.message.trim() && user.includes(shown(t.message).slice(0, 200)),
  );
  return asked && { turn: asked, anyway: true };
}

const drafts = new Map<string, PrdModel>();

/** The faithful fixture of a case (or of its replacement brief) as the model's JSON. */
function draftJson(fixture: string): PrdModel {
  let json = drafts.get(fixture);
  if (!json) {
    const file = path.join(import.meta.dirname, '..', 'fixtures', `${fixture}.prd.md`);
    json = fromPrd(parseMarkdown(readFileSync(file, 'utf8')));
    drafts.set(fixture, json);
  }
  return json;
}

function routeOf(turn: ScriptedTurn, anyway: boolean, script: TurnScript | undefined): Route {
  const language = turn.evalCase.expect.language ?? 'en';
  if (turn.index < 0) {
    const thin = !!turn.evalCase.expect.mayAsk && !anyway;
    return { intent: 'draft', thin, format: 'none', language, reason: 'a brief' };
  }
  const expected = turn.evalCase.followUps![turn.index]!.expect.intent;
  const intent = [expected].flat()[0]!;
  const format = script && 'format' in script ? script.format : 'none';
  return { intent, thin: false, format, language, reason: 'scripted' };
}

class Unscripted extends Error {}

/** What the scripted model answers to one call of the pipeline. */
export function scriptedAnswer(call: SeenCall): string {
  const step = stepOf(call.system);
  // Notes of a long input: the draft is scripted whole, so the notes need not carry it.
  if (step === 'map' || step === 'reduce') return JSON.stringify({ facts: [] });
  const found = locate(call.user);
  if (!found) throw new Unscripted(`the scripted model has no script for this ${step} call`);
  const { turn, anyway } = found;
  const script = turn.index < 0 ? undefined : TURNS[turn.evalCase.name]?.[turn.index];
  const where = `${turn.evalCase.name}, ${turn.index < 0 ? 'first message' : `follow-up ${turn.index + 1}`}`;
  if (step === 'route') return JSON.stringify(routeOf(turn, anyway, script));
  if (step === 'questions') return JSON.stringify(QUESTIONS);
  if (step === 'prd') {
    if (turn.index < 0) return JSON.stringify(draftJson(turn.evalCase.name));
    if (script && 'replaceWith' in script) return JSON.stringify(draftJson(script.replaceWith));
  }
  if (step === 'patch' && script && 'patch' in script)
    return JSON.stringify({ operations: script.patch });
  if (step === 'answer' && script && 'answer' in script) return script.answer;
  throw new Unscripted(`the scripted model has no ${step} answer for ${where}`);
}
