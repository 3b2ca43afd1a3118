import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import type { PrdInput } from '../../src/modules/prd/writers/types.js';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 3, text: 3, reasoning: undefined },
};

/** What a scripted model sees of one call. */
export interface SeenCall {
  system: string;
  user: string;
}

type Prompt = { role: string; content: unknown }[];

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((p: { type?: string; text?: string }) => (p.type === 'text' ? (p.text ?? '') : ''))
    .join('\n');
}

/** Which step of the pipeline a call is, from its instructions. */
export function stepOf(
  system: string,
): 'route' | 'prd' | 'patch' | 'map' | 'reduce' | 'answer' | 'questions' {
  if (system.startsWith('You route')) return 'route';
  if (system.includes('Write a Product Requirements Document as JSON')) return 'prd';
  if (system.startsWith('You revise')) return 'patch';
  if (system.startsWith('You read one part')) return 'map';
  if (system.startsWith('You merge notes')) return 'reduce';
  if (system.includes('clarifying questions')) return 'questions';
  return 'answer';
}

/** A mock model whose answer is computed from the call; streamed in pieces of `piece` chars. */
export function scripted(answer: (call: SeenCall, index: number) => string, piece = 40) {
  const calls: SeenCall[] = [];
  const model = new MockLanguageModelV3({
    doStream: async ({ prompt }) => {
      const messages = prompt as Prompt;
      const call = {
        system: textOf(messages.find((m) => m.role === 'system')?.content),
        user: messages
          .filter((m) => m.role !== 'system')
          .map((m) => textOf(m.content))
          .join('\n'),
      };
      calls.push(call);
      const text = answer(call, calls.length - 1);
      const deltas = text.match(new RegExp(`[\\s\\S]{1,${piece}}`, 'g')) ?? [];
      return {
        stream: convertArrayToReadableStream([
          { type: 'stream-start', warnings: [] },
          { type: 'text-start', id: 't' },
          ...deltas.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
          { type: 'text-end', id: 't' },
          { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
        ]),
      };
    },
  });
  return { model, calls };
}

export function baseInput(overrides: Partial<PrdInput> = {}): PrdInput {
  return {
    message: 'Draft a PRD for ParkPal.',
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd: undefined,
    history: [],
    now: new Date('2025-06-10T12:00:00Z'),
    ...overrides,
  };
}

const item = (text: string, source = 'your message', basis = 'stated') => ({ text, basis, source });

/** A valid PRD answer for ParkPal, changed by `patch`. */
export function prdJson(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    language: 'en',
    title: 'ParkPal',
    tldr: 'Drivers find and book a free parking spot in under 30 seconds.',
    problem: 'Drivers circle for minutes looking for parking.',
    goals: [item('Find a spot in under 30 seconds')],
    nonGoals: [item('No valet service in this release')],
    personas: [item('Commuting drivers')],
    functionalRequirements: [
      {
        id: 'FR-1',
        title: 'Find a spot',
        priority: 'P0',
        statement: 'Drivers must see free spots near them.',
        criteria: [
          'Given a driver near free spots, when they open the map, then the free spots show.',
        ],
        basis: 'stated',
        source: 'your message',
      },
      {
        id: 'FR-2',
        title: 'Hold a spot',
        priority: 'P1',
        statement: 'A booked spot is held for 15 minutes.',
        criteria: ['Given a booking, when 15 minutes pass, then the hold ends.'],
        basis: 'stated',
        source: 'brief.pdf, page 2',
      },
    ],
    uxFlow: [item('Open the map'), item('Book a spot')],
    nfrs: [item('Search answers in under 2 seconds', '', 'assumption')],
    metrics: [item('Median time to find a spot under 30 seconds')],
    technical: [item('Stripe for payments', 'call.mp3, 00:01:05')],
    milestones: [item('Beta with FR-1 and FR-2')],
    actionItems: [item('Ana to confirm the pricing')],
    risks: [item('Sensor data may be stale', '', 'inferred')],
    conflicts: [
      {
        topic: 'Hold time',
        sides: ['Ana: 15 minutes', 'Ben: 5 minutes'],
        sources: ['brief.pdf, page 2'],
      },
    ],
    openQuestions: [item('Which cities first?', '', 'inferred')],
    sources: [item('Typed brief', 'your message')],
    ...patch,
  };
}

/** One patch operation as the model writes it (every field present), `fields` set over it. */
export function patchOp(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    op: 'add_item',
    id: '',
    section: 'none',
    match: '',
    value: '',
    priority: 'keep',
    title: '',
    statement: '',
    criteria: [],
    basis: 'stated',
    source: 'your message',
    ...fields,
  };
}
