import { NFR_CATEGORIES, TECHNOLOGIES, type NfrCategory } from '../classify/keywords.js';
import type { Sentence } from '../read/sentences.js';
import { MAX_SECTION_ITEMS } from './limits.js';
import type { Requirement } from './requirement-types.js';

export function categoryOf(text: string): NfrCategory | undefined {
  return (Object.keys(NFR_CATEGORIES) as NfrCategory[]).find((c) => NFR_CATEGORIES[c].test(text));
}

// Short lower-case words ("web", "email", "API") match case-insensitively; names match as written.
const TECH_PATTERNS = TECHNOLOGIES.map((t) => {
  const escaped = t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const flags = t === t.toLowerCase() || t.length <= 4 ? 'i' : '';
  return { name: t, pattern: new RegExp(`(?:^|[^\\w.])${escaped}(?![\\w])`, flags) };
});

export function technologiesIn(text: string): string[] {
  return TECH_PATTERNS.filter((t) => t.pattern.test(text)).map((t) => t.name);
}

/** The first `MAX_SECTION_ITEMS` sentences that pass `test`; `count.omitted` grows by the rest. */
export function capped(
  list: Sentence[],
  test: (s: Sentence) => boolean,
  count: { omitted: number },
) {
  const out: Sentence[] = [];
  for (const s of list) {
    if (!test(s)) continue;
    if (out.length < MAX_SECTION_ITEMS) out.push(s);
    else count.omitted += 1;
  }
  return out;
}

const RANK = { P0: 0, P1: 1, P2: 2 } as const;

/** At most `limit`, the most important first chosen, then shown in the input's order. */
export function mostImportant(list: Requirement[], limit: number): Requirement[] {
  if (list.length <= limit) return list;
  const chosen = new Set(
    [...list]
      .sort((a, b) => RANK[a.priority] - RANK[b.priority] || (a.order ?? 0) - (b.order ?? 0))
      .slice(0, limit),
  );
  return list.filter((r) => chosen.has(r));
}
