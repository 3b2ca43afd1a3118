import type { MetricItem, Prd } from './model.js';
import { labelsFor } from './labels.js';
import { escapeBlock, escapeInline, flat } from './escape.js';
import { extractTarget, sameTarget } from './target.js';

/**
 * The one-page summary of a PRD (no new version): title, summary, goals with their targets, the
 * P0 requirements, milestones, and how many questions remain open. The one short rendering.
 */

const MAX = { goals: 5, requirements: 12, milestones: 6 };

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
  const p0 = prd.requirements.filter((r) => r.priority === 'P0');
  out.push(`## ${labels.sections[4]} (P0)`, '');
  if (p0.length) {
    out.push(
      ...p0
        .slice(0, MAX.requirements)
        .map((r) => `- **${escapeInline(r.id, false)}** ${escapeInline(r.title || r.text, false)}`),
      ...more(p0.length, MAX.requirements),
    );
  } else {
    out.push(`- _No P0 requirements (${prd.requirements.length} in all)._`);
  }
  out.push('');
  if (prd.milestones.length) {
    out.push(
      `## ${labels.sections[9]}`,
      '',
      ...prd.milestones
        .slice(0, MAX.milestones)
        .map(
          (m) => `- ${escapeInline(m.text)}${m.date ? ` (${escapeInline(m.date, false)})` : ''}`,
        ),
      ...more(prd.milestones.length, MAX.milestones),
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
