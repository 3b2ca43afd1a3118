/** Version labels and download file names ("ShiftSwap-PRD-v0.3.docx", never a bare "PRD.docx"). */

/** Version n as shown: 1 → "0.1", 12 → "0.12". */
export function versionLabel(n: number): string {
  return `0.${n}`;
}

/** A product name as a safe file-name part: letters, digits, `-` and `_`, spaces as `-`. */
function safeFileNamePart(text: string, max = 60): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_-]/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
  return [...cleaned]
    .slice(0, max)
    .join('')
    .replace(/[-_]+$/, '');
}

/** `<Product>-PRD-v<label>.<ext>`; `PRD-v<label>.<ext>` when the product has no usable name. */
export function documentFileName(product: string, label: string, ext: string): string {
  const name = safeFileNamePart(product);
  const version = label
    .replace(/[^\d.]/g, '')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 20);
  const extension = ext.replace(/^\./, '').replace(/[^A-Za-z0-9]/g, '') || 'txt';
  return `${name ? `${name}-` : ''}PRD-v${version || '0'}.${extension}`;
}
