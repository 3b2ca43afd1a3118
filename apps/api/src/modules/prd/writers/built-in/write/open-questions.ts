import type { Facts } from '../collect/facts.js';
import { NFR_CATEGORIES, type NfrCategory } from '../classify/keywords.js';
import { personaFor } from '../collect/people.js';
import { MAX_REQUIREMENTS, MAX_SECTION_ITEMS, truncationNote } from '../collect/limits.js';
import { ensurePeriod } from '../read/sentences.js';
import type { Phrases } from './phrase-table.js';
import { ENGLISH } from './phrases.js';

/** What the caps left out (see limits.ts), said first so a long input's reader sees it. */
function limitNotes(facts: Pick<Facts, 'skipped' | 'omitted'>, p: Phrases = ENGLISH): string[] {
  const out: string[] = [];
  const cut = truncationNote(facts.skipped.chars, facts.skipped.total);
  if (cut) out.push(cut);
  if (facts.omitted > 0) out.push(p.more(facts.omitted, MAX_REQUIREMENTS, MAX_SECTION_ITEMS));
  return out;
}

/** What the brief leaves unknown: the user's own questions, then one per missing area. */
export function openQuestions(
  facts: Facts,
  hasFiles: boolean,
  notes: string[],
  p: Phrases = ENGLISH,
): string[] {
  const out = limitNotes(facts, p);
  out.push(...facts.questions.map((q) => ensurePeriod(q.text)));
  const product = facts.nameStated ? (facts.productName ?? p.productFallback) : p.productFallback;
  if (facts.language.name) {
    out.push(
      p.languageQuestion ??
        `The brief is in ${facts.language.name}: which priorities, people and goals do its sentences state (the built-in writer read only its layout)?`,
    );
  }
  if (!facts.nameStated) {
    out.push(facts.productName ? p.workingTitle(facts.productName) : p.whatIsItCalled);
  }
  if (!facts.summary && !hasFiles) out.push(p.whatIsIt(product));
  if (facts.personas.length === 0) out.push(p.whoUses);
  const withoutTasks = facts.personas.filter(
    (persona) =>
      !persona.stories.length &&
      !facts.requirements.some((r) => personaFor(r.subject, [persona]) === persona),
  );
  for (const persona of withoutTasks.slice(0, 3)) {
    out.push(p.tasksOf(p.personaName(persona.name), product));
  }
  if (facts.problems.length === 0) out.push(p.whatProblem);
  if (facts.targets.length === 0) out.push(p.whichTargets);
  if (facts.requirements.length === 0) out.push(p.firstRelease);
  if (facts.nonGoals.length === 0) out.push(p.outOfScopeQuestion);
  if (facts.technologies.length === 0 && facts.technical.length === 0) {
    out.push(p.whichPlatforms);
  }
  if (facts.milestones.length === 0) out.push(p.deadline);
  if (facts.constraints.length === 0) out.push(p.budget);
  const missing = (Object.keys(NFR_CATEGORIES) as NfrCategory[]).filter(
    (c) => !facts.nfr.some((n) => n.category === c),
  );
  if (missing.length) {
    out.push(p.defaultsFit(missing.map((m) => p.categories[m])));
  }
  for (const note of notes) {
    if (/not transcribed|no text|could not|failed|without ffmpeg/i.test(note)) {
      out.push(`${ensurePeriod(note)} ${p.fileAdds}`);
    }
  }
  return [...new Set(out)];
}
