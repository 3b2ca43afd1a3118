import { LiveDocument, type Progress, type RenderContext } from './live.js';
import { prdSchema, type PrdKey } from './schema.js';
import { normalize } from './structured.js';

type Parser = { safeParse: (v: unknown) => { success: boolean; data?: unknown } };
const shape = prdSchema.shape as unknown as Record<string, Parser & { element?: Parser }>;

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

/**
 * Turns a streamed JSON PRD into Markdown as its sections (and list items) complete.
 *
 * Linear in the answer: the text is scanned once, each top-level field and each item of a
 * top-level list is parsed and checked once (when it ends), and the document is rendered by the
 * one renderer as its sections fill (live.ts). The fields count in order: a field that fails its check stops the
 * stream there (`finish` renders the rest from the checked, possibly repaired, answer); a list
 * shows its items up to the first invalid one.
 */
export class SectionStream {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The top-level object has opened / closed. */
  private opened = false;
  private closed = false;
  /** The current top-level member's text so far (from after `{` or `,`); its value has begun. */
  private inMember = false;
  private memberText = '';
  private valueStarted = false;
  /** The current member's value is a list: its current item's text so far. */
  private inItem = false;
  private itemText = '';
  /** The current member's key, once its value has started; undefined when unknown or blocked. */
  private openKey: PrdKey | undefined;
  private openInvalid = false;
  /** A field failed its check: nothing after it counts. */
  private blocked = false;
  private readonly model: Record<string, unknown> = {};
  private readonly done = new Set<PrdKey>();
  private progress: Progress = { done: this.done, open: undefined };
  private emitted = '';
  private readonly live: LiveDocument;

  constructor(ctx: RenderContext) {
    this.live = new LiveDocument(ctx);
  }

  /**
   * The new Markdown after the next piece of the JSON text ('' when nothing new is ready). Takes
   * the piece, not the text so far: only the member and item in progress are kept.
   */
  feed(piece: string): string {
    let changed = false;
    let memberFrom = 0;
    let itemFrom = 0;
    const member = (end: number) => this.memberText + piece.slice(memberFrom, end);
    for (let i = 0; i < piece.length && !this.closed; i++) {
      const c = piece[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === '\\') this.escaped = true;
        else if (c === '"') this.inString = false;
        continue;
      }
      if (c === '"') this.inString = true;
      else if (c === '{' || c === '[') {
        if (this.depth === 0) {
          if (c !== '{' || this.opened) this.closed = true;
          else {
            this.opened = true;
            this.inMember = true;
            memberFrom = i + 1;
          }
        } else if (this.depth === 1 && c === '[' && this.valueStarted) {
          this.inItem = true;
          this.itemText = '';
          itemFrom = i + 1;
        }
        this.depth++;
      } else if (c === ':' && this.depth === 1 && !this.valueStarted) {
        this.valueStarted = true;
        this.openKey = this.keyOf(member(i));
      } else if (c === ',' && this.depth === 2 && this.inItem) {
        changed = this.endItem(this.itemText + piece.slice(itemFrom, i)) || changed;
        this.itemText = '';
        itemFrom = i + 1;
      } else if ((c === ',' || c === '}') && this.depth === 1) {
        if (this.valueStarted) changed = this.endMember(member(i)) || changed;
        this.memberText = '';
        memberFrom = i + 1;
        this.valueStarted = false;
        this.inItem = false;
        this.openKey = undefined;
        this.openInvalid = false;
        if (c === '}') {
          this.closed = true;
          this.inMember = false;
          this.depth--;
        }
      } else if (c === '}' || c === ']') {
        if (c === ']' && this.depth === 2) this.inItem = false;
        this.depth--;
      }
    }
    if (this.inMember && !this.closed) this.memberText = member(piece.length);
    if (this.inItem && !this.closed) this.itemText += piece.slice(itemFrom);
    return changed ? this.pull() : '';
  }

  private keyOf(raw: string): PrdKey | undefined {
    if (this.blocked) return undefined;
    const parsed = parseJson(raw.trim());
    const key = parsed.ok && typeof parsed.value === 'string' ? parsed.value : undefined;
    return key && shape[key] ? (key as PrdKey) : undefined;
  }

  /** An item of the open list ended: shown if it and every item before it are valid. */
  private endItem(raw: string): boolean {
    const key = this.openKey;
    if (!key || this.blocked || this.openInvalid) return false;
    const element = shape[key]?.element;
    const parsed = parseJson(raw);
    const result = element && parsed.ok ? element.safeParse(normalize(parsed.value)) : undefined;
    if (!result?.success) {
      this.openInvalid = true;
      return false;
    }
    const open = this.progress.open;
    const list = open?.key === key ? (this.model[key] as unknown[]) : [];
    list.push(result.data);
    this.model[key] = list;
    this.progress = { done: this.done, open: { key, count: list.length } };
    return true;
  }

  /** A top-level member ended: its value counts if it passes its field's check. */
  private endMember(raw: string): boolean {
    if (this.blocked) return false;
    const parsed = parseJson(`{${raw}}`);
    if (!parsed.ok) {
      this.blocked = true;
      return false;
    }
    const entries = Object.entries(parsed.value as Record<string, unknown>);
    if (entries.length !== 1) return false;
    const [key, value] = entries[0]!;
    const field = shape[key];
    if (!field) return false; // a key the PRD does not have is skipped
    const normalized = normalize(value);
    const result = field.safeParse(normalized);
    this.blocked = !result.success;
    if (result.success) {
      this.model[key] = result.data;
      this.done.add(key as PrdKey);
      this.progress = { done: this.done, open: undefined };
      return true;
    }
    // A finished list with an invalid item: its valid items stay shown, and the stream stops.
    if (Array.isArray(normalized) && field.element) {
      const valid: unknown[] = [];
      for (const item of normalized) {
        const check = field.element.safeParse(item);
        if (!check.success) break;
        valid.push(check.data);
      }
      this.model[key] = valid;
      this.progress = { done: this.done, open: { key: key as PrdKey, count: valid.length } };
      return true;
    }
    return false;
  }

  /** Renders what became ready since the last call. */
  private pull(): string {
    const delta = this.live.update(this.model, this.progress);
    this.emitted += delta;
    return delta;
  }

  private advance(markdown: string): string {
    if (markdown.length === this.emitted.length) return '';
    const delta = markdown.slice(this.emitted.length);
    this.emitted = markdown;
    return delta;
  }

  /**
   * The rest of the document once the whole of it (`full`) is known. After a repair that changed
   * what was shown, it goes on inside the last section shown when that section still begins the
   * same way, else from the next section.
   */
  finish(full: string): string {
    if (full.startsWith(this.emitted)) return this.advance(full);
    const last = [...this.emitted.matchAll(/^## (\d+)\. /gm)].at(-1);
    let rest = '';
    if (last) {
      const shown = this.emitted.slice(last.index);
      const at = full.search(new RegExp(`^## ${last[1]}\\. `, 'm'));
      if (at >= 0 && full.startsWith(shown, at)) rest = full.slice(at + shown.length);
      else {
        const next = full.search(new RegExp(`^## ${Number(last[1]) + 1}\\. `, 'm'));
        rest = next >= 0 ? full.slice(next) : '';
      }
    } else {
      const first = full.search(/^## 1\. /m);
      rest = first >= 0 ? full.slice(first) : '';
    }
    this.emitted += rest;
    return rest;
  }

  get text(): string {
    return this.emitted;
  }
}
