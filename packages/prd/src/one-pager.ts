import type { MetricItem, Prd } from './model.js';
import { labelsFor } from './labels.js';
import { escapeBlock, escapeInline, flat } from './escape.js';
import { extractTarget, sameTarget } from './target.js';

/**
 * The one-page summary of a PRD (no new version): title, summary, goals with their targets, the
 * requirements (musts first, by statement), stated non-goals and milestones, and how many
 * questions remain open. The one short rendering.
 */

const MAX = { goals: 5, requirements: 12, nonGoals: 5, milestones: 6 };
const LONGEST = 160;

/** A statement cut at a word boundary when it runs past one line of a page. */
function short(text: string): string {
  if (text.length <= LONGEST) return text;
  return `${text.slice(0, LONGEST).replace(/\s+\S*$/, '')}…`;
}

function goalLine(goal: MetricItem): string {
  const shown = extractTarget(flat(goal.text));
  const target =
    goal.target && !sameTarget(shown, goal.target)
      ? ` (target: ${goal.target.value}${goal.target.unit ? ` ${goal.target.unit}` : ''})`
      : '';
  return `- ${escapeInline(goal.text)}${target ? ` ${escapeInline(target, false)}` : ''}`;
}

const more = (n: number, shown: number) => (n > shown ? [`- _and ${n - shown} more_`] : []);

export function onePager(prd: Prd): string {
  const labels = labelsFor(prd.language);
  const name = flat(prd.product) || flat(prd.title) || 'PRD';
  const out: string[] = [`# ${escapeInline(name, false)}: One-pager`, ''];
  const paragraph = prd.summary.split(/\n\s*\n/)[0] ?? '';
  if (paragraph.trim()) out.push(...escapeBlock(paragraph), '');
  const problem = prd.problem.split(/\n\s*\n/)[0] ?? '';
  if (problem.trim()) out.push(`## ${labels.sections[1]}`, '', ...escapeBlock(problem), '');
  const goals = [...prd.goals, ...prd.metrics];
  if (goals.length) {
    out.push(
      `## ${labels.goals}`,
      '',
      ...goals.slice(0, MAX.goals).map(goalLine),
      ...more(goals.length, MAX.goals),
      '',
    );
  }
  // Every requirement, the musts first, by its statement (the values a title cuts off stay).
  const rank = (p: string | null) => (p === 'P0' ? 0 : p === 'P1' ? 1 : p === 'P2' ? 2 : 3);
  const requirements = [...prd.requirements].sort((a, b) => rank(a.priority) - rank(b.priority));
  out.push(`## ${labels.sections[4]}`, '');
  if (requirements.length) {
    out.push(
      ...requirements
        .slice(0, MAX.requirements)
        .map(
          (r) =>
            `- **${escapeInline(r.id, false)}**${r.priority ? ` (${r.priority})` : ''} ${escapeInline(short(flat(r.text) || flat(r.title)), false)}`,
        ),
      ...more(requirements.length, MAX.requirements),
    );
  } else {
    out.push('- _No requirements yet._');
  }
  out.push('');
  const nonGoals = prd.nonGoals.filter((n) => n.basis !== 'assumed');
  if (nonGoals.length) {
    out.push(
      `## ${labels.sections[2]}`,
      '',
      ...nonGoals.slice(0, MAX.nonGoals).map((n) => `- ${escapeInline(flat(n.text))}`),
      ...more(nonGoals.length, MAX.nonGoals),
      '',
    );
  }
  // A proposed plan (assumed milestones) is no commitment: a one-pager shows the stated dates.
  const milestones = prd.milestones.filter((m) => m.basis !== 'assumed');
  if (milestones.length) {
    out.push(
      `## ${labels.sections[9]}`,
      '',
      ...milestones
        .slice(0, MAX.milestones)
        .map(
          (m) => `- ${escapeInline(m.text)}${m.date ? ` (${escapeInline(m.date, false)})` : ''}`,
        ),
      ...more(milestones.length, MAX.milestones),
      '',
    );
  }
  const questions = prd.openQuestions.length;
  const decisions = prd.conflicts.length + prd.decisions.length;
  const parts = [`${questions} open question${questions === 1 ? '' : 's'}`];
  if (decisions) parts.push(`${decisions} decision${decisions === 1 ? '' : 's'} needed`);
  out.push(`## ${labels.sections[11]}`, '', parts.join(', ') + '.');
  return `${out.join('\n')}\n`;
}
