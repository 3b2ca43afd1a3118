import { parseMarkdown } from '@prd/prd';
import { onePage } from '../../one-page.js';
import { previousDocument, toChunks } from '../revise/revise.js';

/**
 * Shorter renderings of the same PRD (free, no new version): a one-pager or an executive
 * summary is the one-page summary of @prd/prd (../one-page.ts). "Full version" gives the
 * PRD back as it is.
 */

type FormatKind = 'one-pager' | 'executive summary' | 'full';

export function formatKind(message: string): FormatKind {
  const lower = message.slice(0, 2000).toLowerCase();
  if (
    /\b(?:full|long|complete|whole|detailed)\b/.test(lower) &&
    !/\bshort|one[- ]?pager|summary\b/.test(lower)
  )
    return 'full';
  if (/\bexec(?:utive)? summary\b|\bsummary\b|\bsummari[sz]e\b|\btl;?dr\b/.test(lower))
    return 'executive summary';
  return 'one-pager';
}

/** The PRD in the asked length, as chunks: as it is, or its one-page summary (@prd/prd). */
export function formatPrd(prd: string, kind: FormatKind): string[] {
  const doc = previousDocument(prd);
  if (kind === 'full') return toChunks(doc.toString());
  return toChunks(onePage(parseMarkdown(doc.toString())));
}
