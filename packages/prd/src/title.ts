import { ALL_LABELS } from './labels.js';

const DOCUMENT_WORDS = new Set([
  ...ALL_LABELS.map((l) => l.document.toLowerCase()),
  'product requirements document',
  'product requirement document',
  'product requirements',
  'requirements document',
  'requirements',
  'anforderungen',
  'exigences',
  'requisitos',
  'requirements specification',
  'requirements spec',
  'requirement specification',
  'software requirements specification',
  'srs',
  'functional specification',
  'functional spec',
  'prd',
  'product spec',
  'product specification',
  'spec',
  'documento de requisitos del producto',
  'documento de requisitos',
  'documento de requerimientos del producto',
  'document des exigences produit',
  'cahier des charges',
  'spécification produit',
  'produktanforderungen',
  'lastenheft',
  'pflichtenheft',
  'documento de requisitos de produto',
]);

/** The product name in a document title ("ShiftSwap: Product Requirements Document" → "ShiftSwap"). */
export function productFromTitle(title: string): string {
  const text = title.replace(/\s+/g, ' ').trim();
  for (const sep of [':', ' — ', ' – ', ' - ', ' | ']) {
    const at = text.lastIndexOf(sep);
    if (
      at > 0 &&
      DOCUMENT_WORDS.has(
        text
          .slice(at + sep.length)
          .trim()
          .toLowerCase(),
      )
    ) {
      return text.slice(0, at).trim();
    }
    const first = text.indexOf(sep);
    if (first > 0 && DOCUMENT_WORDS.has(text.slice(0, first).trim().toLowerCase())) {
      return text.slice(first + sep.length).trim();
    }
  }
  const suffix =
    /\s+(?:PRD|product requirements?(?: document| spec(?:ification)?)?|requirements document|product spec(?:ification)?)(?:\s+v?\d+(?:\.\d+)*)?$/i.exec(
      text,
    );
  if (suffix && suffix.index > 0) return text.slice(0, suffix.index).trim();
  if (DOCUMENT_WORDS.has(text.toLowerCase())) return '';
  return text;
}
