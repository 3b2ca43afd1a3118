import { inline } from './markdown.js';
import { renderItem, renderPrd, type RenderContext } from './render.js';
import type { FormatKind, PrdModel } from './schema.js';

/**
 * A shorter rendering of the current PRD, by code (no model call, no new version): a
 * one-pager or an executive summary; "full" is the whole document again.
 */
export function renderFormat(model: PrdModel, format: FormatKind, ctx: RenderContext): string {
  if (format === 'full' || format === 'none') return renderPrd(model, ctx);
  const { labels } = ctx;
  const s = labels.sections;
  const list = (items: PrdModel['goals'], max: number) =>
    items.length
      ? items
          .slice(0, max)
          .map((i) => renderItem(i, ctx))
          .join('')
      : `_${labels.none}_\n`;
  const frs = (max: number, only?: string) =>
    model.functionalRequirements
      .filter((f) => !only || f.priority === only)
      .slice(0, max)
      .map((f) => `- **${f.id}** ${inline(f.title)} (${f.priority})\n`)
      .join('') || `_${labels.none}_\n`;
  const title = format === 'one-pager' ? 'One-pager' : 'Executive summary';
  const out = [`# ${inline(model.title)}: ${title}\n`, `${inline(model.tldr)}\n`];
  if (format === 'one-pager') {
    out.push(`## ${s[1]}\n`, `${inline(model.problem)}\n`, list(model.goals, 5));
    out.push(`## ${s[2]}\n`, list(model.nonGoals, 5));
    out.push(`## ${s[4]}\n`, frs(12));
    out.push(`## ${s[7]}\n`, list(model.metrics, 5));
    out.push(`## ${s[9]}\n`, list(model.milestones, 5));
  } else {
    out.push(`## ${s[1]}\n`, `${inline(model.problem)}\n`, list(model.goals, 3));
    out.push(`## ${s[4]}\n`, frs(6, 'P0'));
    out.push(`## ${s[10]}\n`, list(model.risks, 3));
    if (model.conflicts.length) {
      out.push(
        `## ${labels.conflicts}\n`,
        model.conflicts.map((c) => `- ${inline(c.topic)}\n`).join(''),
      );
    }
  }
  return out.join('\n');
}
