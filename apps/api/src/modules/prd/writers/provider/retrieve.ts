import type { SourceChunk } from '../types.js';

/** Words of a text for scoring: lower case, letters and digits, 2+ characters. */
function terms(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];
}

const STOP = new Set(
  'the and for that with this from are was were have has had you your our not but can will what which who how why when where does did into about there their them they its also just more than then only some such these those would should could must may all any each other very'.split(
    ' ',
  ),
);

/**
 * The session chunks most relevant to a query (BM25), best first, within `chars`. Linear in
 * the chunks' size; ties keep the original order.
 */
export function retrieve(
  chunks: SourceChunk[],
  query: string,
  chars: number,
  max = 40,
): SourceChunk[] {
  const q = [...new Set(terms(query).filter((t) => !STOP.has(t)))];
  if (!q.length || !chunks.length || chars <= 0) return [];
  const docs = chunks.map((c) => {
    const tf = new Map<string, number>();
    let length = 0;
    for (const t of terms(`${c.file} ${c.text}`)) {
      length++;
      if (q.includes(t)) tf.set(t, (tf.get(t) ?? 0) + 1);
    }
    return { chunk: c, tf, length };
  });
  const avg = docs.reduce((s, d) => s + d.length, 0) / docs.length || 1;
  const df = new Map(q.map((t) => [t, docs.filter((d) => d.tf.has(t)).length]));
  const k1 = 1.2;
  const b = 0.75;
  const scored = docs.map((d, index) => {
    let score = 0;
    for (const t of q) {
      const f = d.tf.get(t) ?? 0;
      if (!f) continue;
      const n = df.get(t) ?? 0;
      const idf = Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
      score += (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * d.length) / avg));
    }
    return { chunk: d.chunk, score, index };
  });
  const picked: SourceChunk[] = [];
  let used = 0;
  for (const s of scored
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score || x.index - y.index)) {
    if (picked.length >= max || used + s.chunk.text.length > chars) continue;
    picked.push(s.chunk);
    used += s.chunk.text.length;
  }
  return picked;
}
