import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CollectedReply, PrdWriter } from '../src/modules/prd/writers/types.js';
import { CASES } from './cases/index.js';
import { runEval } from './harness.js';

type Reply = Omit<CollectedReply, 'questions'>;

/** A writer that answers each message of a conversation with a prepared reply. */
function scripted(replies: Map<string, Reply>): PrdWriter {
  return {
    name: 'scripted',
    async *reply(input) {
      const reply = replies.get(input.message);
      if (!reply) throw new Error(`no reply for "${input.message}"`);
      yield { type: 'plan', kind: reply.kind, intent: reply.intent };
      yield { type: 'text', delta: reply.text };
      if (reply.changes.length) yield { type: 'details', changes: reply.changes };
    },
  };
}

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.prd.md`), 'utf8');

/** A revision as a writer should make it: the new version, its change list in both places. */
function revision(prd: string, version: number, changes: string[], edit: (s: string) => string) {
  const list = changes.map((c) => `- ${c}`).join('\n');
  const text = edit(prd)
    .replace(/- \*\*Version:\*\* 0\.\d+/, `- **Version:** 0.${version}`)
    .replace(/\n## Changes in this version\n\n(?:- .*\n)+/, '\n')
    .replace('\n## 1. ', `\n## Changes in this version\n\n${list}\n\n## 1. `);
  return { kind: 'prd' as const, intent: 'revise' as const, text, changes };
}

const prd = (text: string, intent: Reply['intent'] = 'draft'): Reply => ({
  kind: 'prd',
  intent,
  text,
  changes: [],
});
const answer = (text: string, intent: Reply['intent']): Reply => ({
  kind: 'answer',
  intent,
  text,
  changes: [],
});

const caseNamed = (name: string) => CASES.find((c) => c.name === name)!;

/** Keeps the title, TL;DR and requirement statements: a one-pager. */
function onePager(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^- \*\*(Acceptance criteria|Source|Priority):\*\*/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

describe('conversations a faithful writer has', () => {
  it('follow-ups-edits: values edited in place, a question answered, shorter, small talk', async () => {
    const c = caseNamed('follow-ups-edits');
    const [window, price, question, shorter, thanks, how] = c.followUps!.map((t) => t.message);
    const v1 = fixture('follow-ups-edits');
    const v2 = revision(v1, 2, ['FR-2: collection window 15 → 10 minutes.'], (s) =>
      s.replaceAll('15 minutes', '10 minutes'),
    );
    const v3 = revision(v2.text, 3, ['FR-4: delivery price €2.90 → €3.50.'], (s) =>
      s.replaceAll('€2.90', '€3.50'),
    );
    const replies = new Map<string, Reply>([
      [c.input.message, prd(v1)],
      [window!, v2],
      [price!, v3],
      [
        question!,
        answer(
          '**FR-3** covers it: prescription-only medicine needs an ID check at the counter before handover.',
          'question',
        ),
      ],
      [shorter!, prd(onePager(v3.text), 'format')],
      [thanks!, answer("You're welcome!", 'smalltalk')],
      [how!, answer("I'm well, thanks. Ready when you want to change the PRD.", 'smalltalk')],
    ]);
    const result = await runEval(scripted(replies), 'provider', [c]);
    expect(result.scores[0]?.problems).toEqual([]);
    expect(result.totals.followUps).toEqual({ found: 6, total: 6 });
  });

  it('follow-ups-scope: a removal, a rename, three edits at once, a replacement', async () => {
    const c = caseNamed('follow-ups-scope');
    const [remove, rename, three, replace] = c.followUps!.map((t) => t.message);
    const v1 = fixture('follow-ups-scope');
    const v2 = revision(v1, 2, ['Removed FR-8: Shared templates.'], (s) =>
      s.replace(/### FR-8: Shared templates\n[\s\S]*?(?=### FR-9)/, ''),
    );
    const v3 = revision(v2.text, 3, ['Renamed the product to Quillstone.'], (s) =>
      s.replaceAll('Inkwell', 'Quillstone'),
    );
    const business = [
      '### FR-10: Business plan',
      '',
      '- **Priority:** P1 (Should)',
      '- **Statement:** Business costs $49 per user per month and adds SAML SSO.',
      '- **Acceptance criteria:** Given a Business workspace, when a SAML user signs in, then they reach it.',
      '- **Source:** your message',
      '',
      '## 6. ',
    ].join('\n');
    const v4 = revision(
      v3.text,
      4,
      [
        'FR-2: Pro $12 → $14 per user per month.',
        'Added FR-10: Business plan at $49.',
        'FR-7: audit log P1 → P0.',
      ],
      (s) =>
        s
          .replace('Pro costs $12', 'Pro costs $14')
          .replace(
            /(### FR-7: Admin audit log\n\n- \*\*Priority:\*\*) P1 \(Should\)/,
            '$1 P0 (Must)',
          )
          .replace('## 6. ', business),
    );
    const parcelbox = fixture('follow-ups-scope-replacement');
    const replies = new Map<string, Reply>([
      [c.input.message, prd(v1)],
      [remove!, v2],
      [rename!, v3],
      [three!, v4],
      [replace!, prd(parcelbox, 'replace')],
    ]);
    const result = await runEval(scripted(replies), 'provider', [c]);
    expect(result.scores[0]?.problems).toEqual([]);
    expect(result.totals.followUps).toEqual({ found: 4, total: 4 });
  });

  it('follow-ups-files: a question about an earlier file, an addendum, another product', async () => {
    const c = caseNamed('follow-ups-files');
    const [question, addendum, other] = c.followUps!.map((t) => t.message);
    const v1 = fixture('follow-ups-files');
    const waiting = [
      '### FR-4: Waiting list',
      '',
      '- **Priority:** P1 (Should)',
      '- **Statement:** Patients join a waiting list and get a text message when an earlier slot frees up.',
      '- **Acceptance criteria:** Given a patient on the waiting list, when an earlier slot frees up, then they get a text message.',
      '- **Source:** waiting-list.docx, paragraph 1',
      '',
      '## 6. ',
    ].join('\n');
    const v2 = revision(v1, 2, ['Added FR-4: Waiting list.'], (s) => s.replace('## 6. ', waiting));
    const replies = new Map<string, Reply>([
      [c.input.message, prd(v1)],
      [
        question!,
        answer(
          'FR-2: patients who do not show up twice pay in advance for their next booking (clinic-brief.docx, paragraph 4).',
          'question',
        ),
      ],
      [addendum!, v2],
      [other!, prd(fixture('follow-ups-files-replacement'), 'replace')],
    ]);
    const result = await runEval(scripted(replies), 'provider', [c]);
    expect(result.scores[0]?.problems).toEqual([]);
    expect(result.totals.followUps).toEqual({ found: 3, total: 3 });
  });
});
