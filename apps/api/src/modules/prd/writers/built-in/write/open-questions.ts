import type { Facts } from '../collect/extract-facts.js';
import { NFR_CATEGORIES, type NfrCategory } from '../classify/keywords.js';
import { personaFor } from '../collect/people.js';
import { MAX_REQUIREMENTS, MAX_SECTION_ITEMS, truncationNote } from '../collect/limits.js';
import { count } from './markdown.js';
import { ensurePeriod } from '../read/sentences.js';

/** What the caps left out (see limits.ts), said first so a long input's reader sees it. */
export function limitNotes(facts: Pick<Facts, 'skipped' | 'omitted'>): string[] {
  const out: string[] = [];
  const cut = truncationNote(facts.skipped.chars, facts.skipped.total);
  if (cut) out.push(cut);
  if (facts.omitted > 0) {
    out.push(
      `${count(facts.omitted, 'more statement')} matched a section but ${facts.omitted === 1 ? 'was' : 'were'} left out: this draft lists at most ${MAX_REQUIREMENTS} requirements and ${MAX_SECTION_ITEMS} items per list. Which of them matter most?`,
    );
  }
  return out;
}

/** What the brief leaves unknown: the user's own questions, then one per missing area. */
export function openQuestions(facts: Facts, hasFiles: boolean, notes: string[]): string[] {
  const out = limitNotes(facts);
  out.push(...facts.questions.map((q) => ensurePeriod(q.text)));
  const product = facts.nameStated ? (facts.productName ?? 'the product') : 'the product';
  if (facts.language.name) {
    out.push(
      `The brief is in ${facts.language.name}: which priorities, people and goals do its sentences state (the built-in writer read only its layout)?`,
    );
  }
  if (!facts.nameStated) {
    out.push(
      facts.productName
        ? `What is the product called? The brief names none; "${facts.productName}" is a working title.`
        : 'What is the product called?',
    );
  }
  if (!facts.summary && !hasFiles) out.push(`What is ${product}, in one or two sentences?`);
  if (facts.personas.length === 0) out.push('Who is the primary user, and who else uses it?');
  const withoutTasks = facts.personas.filter(
    (p) => !p.stories.length && !facts.requirements.some((r) => personaFor(r.subject, [p]) === p),
  );
  for (const persona of withoutTasks.slice(0, 3)) {
    out.push(`What are the main tasks of ${persona.name.toLowerCase()} in ${product}?`);
  }
  if (facts.problems.length === 0) {
    out.push('What problem does it solve, and how do people handle it today?');
  }
  if (facts.targets.length === 0) {
    out.push(
      'Which measurable targets define success (for example adoption, time saved, conversion)?',
    );
  }
  if (facts.requirements.length === 0) {
    out.push('What must the first release do? List the must-have features.');
  }
  if (facts.nonGoals.length === 0)
    out.push('What is explicitly out of scope for the first release?');
  if (facts.technologies.length === 0 && facts.technical.length === 0) {
    out.push('Which platforms (web, iOS, Android) and existing systems must it work with?');
  }
  if (facts.milestones.length === 0) out.push('What is the target launch date or deadline?');
  if (facts.constraints.length === 0) out.push('What budget and team size are available?');
  const missing = (Object.keys(NFR_CATEGORIES) as NfrCategory[]).filter(
    (c) => !facts.nfr.some((n) => n.category === c),
  );
  if (missing.length) {
    out.push(
      `Do the assumed ${missing.map((m) => m.toLowerCase()).join(', ')} defaults in section 7 fit, or are stricter targets needed?`,
    );
  }
  for (const note of notes) {
    if (/not transcribed|no text|could not|failed|without ffmpeg/i.test(note)) {
      out.push(`${ensurePeriod(note)} What does that file add to the requirements?`);
    }
  }
  return [...new Set(out)];
}
