import { messages, type ReplyInfo } from '@prd/contract';
import { parseMarkdown, renderMarkdown, samePrd, versionLabel } from '@prd/prd';
import { answerFileName } from './answer-file-name.js';
import { answerVersion, type AnswerStart } from './answer-versions.js';
import { documentKeyFor } from './chat-names.js';
import type { AnswerVersion, GenerationRow, Outcome } from './generation-types.js';
import { charged, type Details, type Plan } from './reply-info.js';
import { patchScope, scopeHeading } from './section-scope.js';

type Complete = Extract<Outcome, { status: 'complete' }>;

/**
 * How a complete answer is settled. A PRD version (decision 016) is stored with it (decision
 * 032): the writer's model (or its text parsed), for a section edit only the scoped part of it
 * patched into the version edited. A regenerate that wrote the version it replaces again refers
 * to that version and is free; a section edit that changes nothing says so and is free. Only a
 * PRD has a Word file, named after its product and version.
 */
export function completeAnswer(a: {
  row: GenerationRow;
  plan: Plan;
  details: Details;
  text: string;
  start: AnswerStart;
  writerName: string;
  info: ReplyInfo;
}): Complete & { free: boolean; fileName: (version: AnswerVersion | undefined) => string } {
  const { row, plan, start, info } = a;
  const base = start.base;
  // A reformatting (no version) is named after the version it reformats.
  const fileName = (version: AnswerVersion | undefined) =>
    version
      ? answerFileName(version.product, version.document.label)
      : answerFileName(base?.model.product ?? '', base ? versionLabel(base.number) : '');
  const documentKey = plan.kind === 'prd' ? documentKeyFor(row.sessionId) : null;
  if (!charged(plan)) {
    return { status: 'complete', message: a.text, documentKey, reply: info, free: true, fileName };
  }
  const written = a.details.model ?? parseMarkdown(a.text);
  let model = written;
  let message = a.text;
  if (row.scope && base) {
    model = patchScope(base.model, written, row.scope);
    if (samePrd(model, base.model)) {
      return {
        status: 'complete',
        message: messages.chat.sectionUnchanged(scopeHeading(row.scope)),
        documentKey: null,
        reply: { ...info, kind: 'answer', version: null, charged: false },
        free: true,
        fileName,
      };
    }
    // The answer is the document as it is now (the writer may have written more than the part).
    message = renderMarkdown(model);
  }
  const version = answerVersion(start, row, plan, model, a.writerName);
  return {
    status: 'complete',
    message,
    documentKey,
    reply: { ...info, charged: !version.same },
    version: (tx) => version.store(tx),
    free: version.same,
    fileName,
  };
}
