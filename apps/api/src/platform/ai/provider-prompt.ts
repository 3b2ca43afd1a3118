import type { ModelMessage, UserContent } from 'ai';
import { CHANGES_HEADING, PRD_SECTIONS } from './prd-outline.js';
import type { ImagePart, PrdInput } from './types.js';

/** Bounds that keep a prompt inside every supported model's context window. */
export interface PromptLimits {
  /** Characters of extracted file text (about 4 characters per token). */
  chunkChars: number;
  messageChars: number;
  previousPrdChars: number;
  historyChars: number;
  images: number;
}

export const DEFAULT_LIMITS: PromptLimits = {
  chunkChars: 60_000,
  messageChars: 20_000,
  previousPrdChars: 40_000,
  historyChars: 4_000,
  images: 8,
};

export function systemPrompt(): string {
  const sections = PRD_SECTIONS.map((s, i) => `## ${i + 1}. ${s}`).join('\n');
  return `You are PRD Studio, a senior product manager who writes Project Requirement Documents (PRDs).
Write the PRD in Markdown from the user's message and the text extracted from their files.

Structure, exactly in this order:
# <Product name>: Product Requirements Document
- **Status:** Draft
- **Version:** <0.1 for a new PRD; for a revision, the previous version plus 0.1>
- **Date:** <the date given below>
${sections}

Rules:
- Use the section headings above verbatim, numbered as shown. Use **double asterisks** for emphasis; no HTML, no tables.
- Problem and goals: goals must be measurable; carry over every number and target the user gave (e.g. "under 2 seconds", "10,000 users", "99.9%").
- Personas and user stories: name the people and roles found, with stories "As a <role>, I want <goal>, so that <benefit>".
- Functional requirements: one "### FR-<n>: <short title>" block each, numbered FR-1, FR-2, …, with "- **Priority:** P0 (Must)", "P1 (Should)" or "P2 (Could)" (must/shall/need/required -> P0, should -> P1, could/may/nice to have -> P2), a "- **Statement:**" line, and "- **Acceptance criteria:**" in **Given** / **when** / **then** form. Carry over every must/should/need/shall/required statement; do not invent features the user did not ask for without marking them as suggestions.
- Non-functional requirements: performance, security, privacy, accessibility and reliability; state the user's statements and add sensible defaults marked "_Assumption:_".
- Technical considerations: constraints, platforms, integrations and technologies mentioned.
- Open questions: one question for each area the input does not answer (e.g. "Who is the primary user?").
- Sources: for each requirement, the file and locator it came from (e.g. "brief.pdf, page 2", "call.mp3, 00:01:05") or "your message", then the extraction notes.
- For a revision: keep every section and all unchanged content of the previous PRD, apply the requested changes, add new requirements with the next FR numbers, and add "${CHANGES_HEADING}" with a bullet list right after the metadata.
- Answer with the PRD only, no preamble.`;
}

function cut(text: string, max: number): { text: string; dropped: number } {
  if (text.length <= max) return { text, dropped: 0 };
  // Cut at a word boundary so the model does not see half a word.
  const slice = text.slice(0, max);
  const at = slice.lastIndexOf(' ');
  const kept = at > max * 0.8 ? slice.slice(0, at) : slice;
  return { text: kept, dropped: text.length - kept.length };
}

/** The user turn as text: message, history, file passages with [file, locator], notes. */
export function userPrompt(input: PrdInput, limits: PromptLimits = DEFAULT_LIMITS): string {
  const parts: string[] = [`Today's date: ${input.now.toISOString().slice(0, 10)}`];
  if (input.previousPrd) {
    const prd = cut(input.previousPrd, limits.previousPrdChars);
    parts.push(
      'This is a follow-up. Revise the previous PRD below: keep every unchanged part as it is, apply the new message and files, bump the version and list the changes.',
      `<previous_prd>\n${prd.text}${prd.dropped ? `\n[… ${prd.dropped} characters of the previous PRD not shown]` : ''}\n</previous_prd>`,
    );
  }
  if (input.history.length) {
    const history = cut(input.history.join('\n---\n'), limits.historyChars);
    parts.push(`Earlier messages in this session (oldest first):\n${history.text}`);
  }
  const message = cut(input.message.trim(), limits.messageChars);
  parts.push(
    message.text
      ? `User message:\n${message.text}${message.dropped ? `\n[… ${message.dropped} more characters not shown]` : ''}`
      : 'User message: (empty: use the files)',
  );
  if (input.files.length) {
    parts.push(`Files: ${input.files.map((f) => `${f.name} (${f.kind})`).join(', ')}`);
  }

  let budget = limits.chunkChars;
  let droppedChars = 0;
  let droppedChunks = 0;
  const passages: string[] = [];
  for (const chunk of input.chunks) {
    // A few hundred characters left are not worth a fragment: count the rest as left out.
    if (budget < 200) {
      droppedChars += chunk.text.length;
      droppedChunks++;
      continue;
    }
    const piece = cut(chunk.text.trim(), budget);
    passages.push(`[${chunk.file}, ${chunk.locator}] ${piece.text}`);
    budget = piece.dropped ? 0 : budget - piece.text.length;
    droppedChars += piece.dropped;
  }
  if (passages.length) parts.push(`Text extracted from the files:\n${passages.join('\n')}`);
  if (droppedChars > 0) {
    parts.push(
      `Note: ${droppedChars} characters of file text${droppedChunks ? ` (${droppedChunks} passages)` : ''} were left out to fit the model's input limit; say so under Open questions.`,
    );
  }
  if (input.notes.length) {
    parts.push(
      `Extraction notes (mention them under Sources):\n${input.notes.map((n) => `- ${n}`).join('\n')}`,
    );
  }
  return parts.join('\n\n');
}

/** The messages for the model; images become image parts when the provider accepts them. */
export function buildMessages(
  input: PrdInput,
  options: { acceptsImages: boolean; limits?: PromptLimits },
): ModelMessage[] {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const text = userPrompt(input, limits);
  const images: ImagePart[] = options.acceptsImages ? input.images.slice(0, limits.images) : [];
  if (!images.length) return [{ role: 'user', content: text }];
  const content: UserContent = [{ type: 'text', text }];
  for (const image of images) {
    content.push({ type: 'text', text: `Image from ${image.file}:` });
    content.push({ type: 'image', image: image.data, mediaType: image.mediaType });
  }
  return [{ role: 'user', content }];
}
