import { renderPrd, renderReady, type Progress, type RenderContext } from './render.js';
import { prdSchema, type PrdKey, type PrdModel } from './schema.js';
import { normalize } from './structured.js';

const shape = prdSchema.shape as Record<string, (typeof prdSchema.shape)[PrdKey]>;

/** Keeps only finished fields that validate; a list stops at its first invalid item. */
function checked(
  raw: Record<string, unknown>,
  openKey: string | undefined,
): { model: Partial<PrdModel>; progress: Progress } {
  const model: Partial<PrdModel> & Record<string, unknown> = {};
  const done = new Set<PrdKey>();
  let open: Progress['open'];
  for (const [key, value] of Object.entries(normalize(raw) as Record<string, unknown>)) {
    const field = shape[key];
    if (!field) continue;
    if (key !== openKey) {
      const result = field.safeParse(value);
      if (result.success) {
        model[key] = result.data;
        done.add(key as PrdKey);
        continue;
      }
    }
    if (!Array.isArray(value)) break;
    const element = (
      field as unknown as {
        element: { safeParse: (v: unknown) => { success: boolean; data?: unknown } };
      }
    ).element;
    const valid: unknown[] = [];
    for (const item of value) {
      const result = element.safeParse(item);
      if (!result.success) break;
      valid.push(result.data);
    }
    model[key] = valid;
    open = { key: key as PrdKey, count: valid.length };
    break;
  }
  return { model, progress: { done, open } };
}

/**
 * Turns a streamed JSON PRD into Markdown as its sections (and list items) complete. The text
 * is scanned once (linear); it is parsed only where a field or list item just ended.
 */
export class SectionStream {
  private pos = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private start = -1;
  private arrayAtDepth2 = false;
  private emitted = '';

  constructor(private readonly ctx: RenderContext) {}

  /** The new Markdown for the JSON text so far ('' when nothing new is ready). */
  feed(text: string): string {
    let boundary: { at: number; suffix: string } | undefined;
    for (; this.pos < text.length; this.pos++) {
      const c = text[this.pos];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === '\\') this.escaped = true;
        else if (c === '"') this.inString = false;
        continue;
      }
      if (c === '"') this.inString = true;
      else if (c === '{' || c === '[') {
        if (this.depth === 0 && c === '{') this.start = this.pos;
        if (this.depth === 1) this.arrayAtDepth2 = c === '[';
        this.depth++;
      } else if (c === '}' || c === ']') this.depth--;
      else if (c === ',' && this.depth === 1) boundary = { at: this.pos, suffix: '}' };
      else if (c === ',' && this.depth === 2 && this.arrayAtDepth2)
        boundary = { at: this.pos, suffix: ']}' };
    }
    if (!boundary || this.start < 0) return '';
    let raw: Record<string, unknown>;
    try {
      raw = JSON.parse(text.slice(this.start, boundary.at) + boundary.suffix) as Record<
        string,
        unknown
      >;
    } catch {
      return '';
    }
    const openKey = boundary.suffix === ']}' ? Object.keys(raw).at(-1) : undefined;
    const { model, progress } = checked(raw, openKey);
    return this.advance(renderReady(model, progress, this.ctx));
  }

  private advance(markdown: string): string {
    if (!markdown.startsWith(this.emitted) || markdown.length === this.emitted.length) return '';
    const delta = markdown.slice(this.emitted.length);
    this.emitted = markdown;
    return delta;
  }

  /** The rest of the document once the whole PRD is known (after a repair, from the next section). */
  finish(model: PrdModel): string {
    const full = renderPrd(model, this.ctx);
    if (full.startsWith(this.emitted)) return this.advance(full);
    const sections = [...this.emitted.matchAll(/^## (\d+)\. /gm)];
    const next = Number(sections.at(-1)?.[1] ?? 0) + 1;
    const at = full.search(new RegExp(`^## ${next}\\. `, 'm'));
    const rest = at >= 0 ? full.slice(at) : '';
    this.emitted += rest;
    return rest;
  }

  get text(): string {
    return this.emitted;
  }
}
