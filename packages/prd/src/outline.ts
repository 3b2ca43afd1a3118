import type { ListKey, Prd } from './model.js';
import { labelsFor } from './labels.js';
import { SECTIONS, sectionCount, sectionHeading } from './sections.js';

/** One entry of the document's outline: a section (by key), a sub-section, or a requirement. */
export interface OutlineEntry {
  /** The section key ("requirements"), a requirement's id ("FR-4") or an extra section's id. */
  id: string;
  heading: string;
  level: 2 | 3;
  /** How many items it holds (1 for a filled text section, the criteria of a requirement). */
  count: number;
}

/**
 * The outline of the rendered document, in its order: the 13 sections, the sub-sections that
 * are shown (goals, action items, dependencies, conflicts and decisions), each requirement, then
 * the sections the outline does not know.
 */
export function outline(prd: Prd): OutlineEntry[] {
  const out: OutlineEntry[] = [];
  const labels = labelsFor(prd.language);
  for (const info of SECTIONS) {
    if (info.key === 'decisions') continue;
    if (info.level === 2) {
      out.push({
        id: info.key,
        heading: labels.sections[info.number - 1]!,
        level: 2,
        count: sectionCount(prd, info.key),
      });
      if (info.key === 'requirements') {
        for (const fr of prd.requirements) {
          out.push({
            id: fr.id,
            heading: fr.title ? `${fr.id}: ${fr.title}` : fr.id,
            level: 3,
            count: fr.acceptance.length,
          });
        }
      }
      continue;
    }
    const count =
      prd[info.key as ListKey].length + (info.key === 'conflicts' ? prd.decisions.length : 0);
    if (count)
      out.push({ id: info.key, heading: sectionHeading(info.key, prd.language), level: 3, count });
  }
  for (const extra of prd.extra)
    out.push({ id: extra.id, heading: extra.heading, level: 2, count: 0 });
  return out;
}
