import { emptyPrd, parseMarkdown, renderMarkdown, type Prd } from '@prd/prd';
import type { PrdInput, PrdWriter } from '../../src/modules/prd/writers/types.js';

const item = (id: string, text: string) => ({
  id,
  text,
  basis: 'stated' as const,
  sources: [],
});

/**
 * A writer that builds the model and reports it (as the writers do), deterministic unless a
 * message asks for a "surprise": "Write a second PRD for X" drafts another product (intent
 * replace), a revision starts from `previousPrd` parsed, a message "Add X"
 * adds a requirement, "Reword FR-n as X" rewrites one, "Rename to X" renames the product, a
 * "goal" adds a goal; every revision also rewrites the
 * summary (a section edit must keep only its own part of that).
 */
export function documentWriter() {
  const inputs: PrdInput[] = [];
  let surprises = 0;
  const modelFor = (input: PrdInput): Prd => {
    const message = input.message;
    const second = /^write a second prd for (\w+)/i.exec(message)?.[1];
    if (!input.previousPrd || second) {
      const product = second ?? /^(\w+)/.exec(message)?.[1] ?? 'Product';
      return {
        ...emptyPrd(),
        title: `${product}: Product Requirements Document`,
        product,
        summary: `${product} in one line.`,
        problem: 'Shifts are hard to swap.',
        requirements: [
          {
            ...item('FR-1', 'Workers can offer a shift.'),
            title: 'Offer',
            priority: 'P0',
            acceptance: [],
          },
        ],
        goals: [{ ...item('G-1', 'Fewer missed shifts.'), target: null }],
      };
    }
    const model = parseMarkdown(input.previousPrd);
    const added = /add ([^.;]+)/i.exec(message)?.[1];
    if (added) {
      const n = model.requirements.length + 1;
      model.requirements.push({
        ...item(`FR-${n}`, `${added}.`),
        title: added,
        priority: 'P1',
        acceptance: [],
      });
    }
    const reworded = /reword (FR-\d+) as ([^.]+)/i.exec(message);
    const target = model.requirements.find((r) => r.id === reworded?.[1]);
    if (reworded && target) target.text = `${reworded[2]}.`;
    const renamed = /rename to (\w+)/i.exec(message)?.[1];
    if (renamed) model.product = renamed;
    if (/goal/i.test(message))
      model.goals.push({ ...item(`G-${model.goals.length + 1}`, 'More swaps.'), target: null });
    model.summary = `Revised: ${message.slice(0, 80)}`;
    return model;
  };
  const writer: PrdWriter = {
    name: 'document-test',
    async *reply(input) {
      inputs.push(input);
      const model = modelFor(input);
      if (/surprise/i.test(input.message)) {
        surprises += 1;
        model.problem = `${model.problem} Surprise ${surprises}.`;
      }
      const intent = /^write a second prd/i.test(input.message)
        ? 'replace'
        : input.previousPrd
          ? 'revise'
          : 'draft';
      yield { type: 'plan', kind: 'prd', intent };
      const text = renderMarkdown(model);
      const half = Math.ceil(text.length / 2);
      yield await Promise.resolve({ type: 'text' as const, delta: text.slice(0, half) });
      yield { type: 'text', delta: text.slice(half) };
      yield { type: 'details', changes: [], model };
    },
  };
  return { writer, inputs };
}
