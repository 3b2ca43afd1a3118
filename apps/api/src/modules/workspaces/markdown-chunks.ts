const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/**
 * Splits Markdown into pieces of at most `max` characters for APIs that take content in
 * batches: at blank lines between blocks where it can, never inside a fenced code block (a
 * block longer than `max` is cut at line ends; a cut fence is closed and opened again). Linear
 * in the input.
 */
export function splitMarkdown(markdown: string, max: number): string[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  let fence: string | null = null;
  let fenceOpening = '';

  const flush = () => {
    if (current.length === 0) return;
    if (fence) current.push(fence);
    const text = current.join('\n').replace(/^\n+|\n+$/g, '');
    if (text) chunks.push(text);
    current = fence ? [fenceOpening] : [];
    size = current.reduce((n, l) => n + l.length + 1, 0);
  };

  for (const raw of lines) {
    // A single line over the limit is cut (it cannot be kept whole in any piece).
    for (let start = 0; start < Math.max(raw.length, 1); start += max - 16) {
      const line = raw.slice(start, start + max - 16);
      const atBoundary = fence === null && line.trim() === '';
      if (size + line.length + 1 > max || (atBoundary && size > max * 0.9)) flush();
      const marker = FENCE.exec(line);
      if (marker) {
        if (fence === null) {
          fence = marker[1]!;
          fenceOpening = line;
        } else if (line.trim().startsWith(fence)) {
          fence = null;
        }
      }
      current.push(line);
      size += line.length + 1;
    }
  }
  fence = null;
  flush();
  return chunks.length > 0 ? chunks : [''];
}

const SPECIAL = /[\\`*_{}[\]<>#+|~]/g;

/** Plain text shown as itself in Markdown (no marks, no headings or lists by accident). */
export function plainTextAsMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      line
        .replace(SPECIAL, (c) => `\\${c}`)
        .replace(/^(\s*)(\d+)([.)])/, '$1$2\\$3')
        .replace(/^(\s*)-/, '$1\\-'),
    )
    .join('\n');
}
