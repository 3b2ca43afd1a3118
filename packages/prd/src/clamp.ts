import type { AnyItem, Prd } from './model.js';
import { LIST_KEYS } from './model.js';

/**
 * Keeps a parsed model within the schema's limits (an uploaded PRD can be of any size): texts
 * cut at their maximum length, lists at their maximum count.
 */

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
const LIST_MAX: Partial<Record<string, number>> = { requirements: 1000 };

function clampItem(item: AnyItem): void {
  item.id = cut(item.id, 40);
  item.text = cut(item.text, 8000);
  item.sources = item.sources
    .slice(0, 50)
    .map((s) => ({ kind: s.kind, ref: cut(s.ref, 300), locator: cut(s.locator, 120) }));
  if ('title' in item) item.title = cut(item.title, 300);
  if ('acceptance' in item) item.acceptance = item.acceptance.slice(0, 50).map((a) => cut(a, 2000));
  if ('sides' in item) item.sides = item.sides.slice(0, 20).map((a) => cut(a, 2000));
  if ('date' in item && item.date !== null) item.date = cut(item.date, 80);
  if ('owner' in item && item.owner !== null) item.owner = cut(item.owner, 120);
  if ('target' in item && item.target)
    item.target = { value: item.target.value, unit: cut(item.target.unit, 40) };
}

export function clampPrd(prd: Prd): Prd {
  prd.title = cut(prd.title, 300);
  prd.product = cut(prd.product, 200);
  prd.language = cut(prd.language, 12);
  prd.date = cut(prd.date, 40);
  prd.summary = cut(prd.summary, 20_000);
  prd.problem = cut(prd.problem, 20_000);
  for (const key of LIST_KEYS) {
    const list = prd[key] as AnyItem[];
    list.splice(LIST_MAX[key] ?? 500);
    for (const item of list) clampItem(item);
  }
  prd.extra = prd.extra
    .slice(0, 100)
    .map((e) => ({ id: cut(e.id, 40), heading: cut(e.heading, 300), body: cut(e.body, 200_000) }));
  return prd;
}
