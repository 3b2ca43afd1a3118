import { ITEM_LISTS, type FunctionalRequirement, type ItemList, type PrdModel } from './schema.js';

const SECTION_NAMES: Record<ItemList, string> = {
  goals: 'Goals',
  nonGoals: 'Non-goals',
  personas: 'Personas',
  uxFlow: 'User experience flow',
  nfrs: 'Non-functional requirements',
  metrics: 'Success metrics',
  technical: 'Technical considerations',
  milestones: 'Milestones',
  actionItems: 'Action items',
  risks: 'Risks',
  openQuestions: 'Open questions',
  sources: 'Sources',
};

const short = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

function frChanges(before: FunctionalRequirement, after: FunctionalRequirement): string[] {
  const what: string[] = [];
  if (before.priority !== after.priority)
    what.push(`priority ${before.priority} → ${after.priority}`);
  if (before.title !== after.title)
    what.push(`title "${short(before.title)}" → "${short(after.title)}"`);
  if (before.statement !== after.statement) what.push(`statement now "${short(after.statement)}"`);
  if (before.criteria.join('\n') !== after.criteria.join('\n')) what.push('acceptance criteria');
  return what;
}

/** The change list of a revision, computed by comparing the two models (not by the model). */
export function diffPrd(before: PrdModel, after: PrdModel): string[] {
  const changes: string[] = [];
  if (before.title !== after.title)
    changes.push(`Renamed the product from "${before.title}" to "${after.title}".`);
  if (before.tldr !== after.tldr) changes.push('Updated the TL;DR.');
  if (before.problem !== after.problem) changes.push('Updated the problem statement.');
  const old = new Map(before.functionalRequirements.map((f) => [f.id, f]));
  const now = new Map(after.functionalRequirements.map((f) => [f.id, f]));
  for (const fr of after.functionalRequirements) {
    const was = old.get(fr.id);
    if (!was) changes.push(`Added ${fr.id}: ${short(fr.title)} (${fr.priority}).`);
    else {
      const what = frChanges(was, fr);
      if (what.length) changes.push(`Changed ${fr.id}: ${what.join('; ')}.`);
    }
  }
  for (const fr of before.functionalRequirements) {
    if (!now.has(fr.id)) changes.push(`Removed ${fr.id}: ${short(fr.title)}.`);
  }
  for (const key of ITEM_LISTS) {
    const a = before[key].map((i) => i.text);
    const b = after[key].map((i) => i.text);
    const removed = a.filter((t) => !b.includes(t));
    const added = b.filter((t) => !a.includes(t));
    const name = SECTION_NAMES[key];
    // A removal and an addition at the same place read as one edit.
    while (removed.length && added.length && a.indexOf(removed[0]!) === b.indexOf(added[0]!)) {
      changes.push(
        `Changed in ${name}: "${short(removed.shift()!)}" → "${short(added.shift()!)}".`,
      );
    }
    for (const t of added) changes.push(`Added to ${name}: "${short(t)}".`);
    for (const t of removed) changes.push(`Removed from ${name}: "${short(t)}".`);
  }
  const conflicts = (m: PrdModel) => m.conflicts.map((c) => c.topic);
  for (const t of conflicts(after))
    if (!conflicts(before).includes(t)) changes.push(`Added conflict: "${short(t)}".`);
  for (const t of conflicts(before))
    if (!conflicts(after).includes(t)) changes.push(`Resolved conflict: "${short(t)}".`);
  return changes;
}

/** "0.3" → "0.4"; the version after `previousVersion` when the count is known. */
export function nextVersion(previous: string | undefined, previousCount?: number): string {
  if (previousCount && previousCount > 0) return `0.${previousCount + 1}`;
  const m = /^(\d+)\.(\d+)$/.exec(previous ?? '');
  return m ? `${m[1]}.${Number(m[2]) + 1}` : '0.2';
}
