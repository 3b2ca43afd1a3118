/** A short list item with no verb of its own ("3 projects", "Admin audit log"). */
export function isPhrase(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    words.length <= 8 &&
    !/\b(?:must|should|shall|can|could|will|may|need|needs|is|are|has|have)\b/i.test(text) &&
    // "The code expires after 10 minutes": a sentence with its subject and verb.
    !(/^(?:the|a|an|each|every|all|any|no)\s/i.test(text) && words.length >= 3)
  );
}

/** "a, b and c (x, y)" -> "a", "b", "c (x, y)": list pieces, never cut inside parentheses. */
export function splitOutsideParentheses(content: string): string[] {
  if (!/\(/.test(content)) return content.split(/\s*[,;]\s+(?:and\s+|or\s+)?|\s+and\s+(?=[^,]*$)/);
  // Commas inside parentheses are hidden (a private-use character) while splitting, then put back.
  let depth = 0;
  const hidden = [...content]
    .map((c) => {
      if (c === '(') depth += 1;
      else if (c === ')') depth = Math.max(0, depth - 1);
      if (depth > 0 && c === ',') return '\u{E000}';
      return depth > 0 && c === ';' ? '\u{E001}' : c;
    })
    .join('');
  return hidden
    .split(/\s*[,;]\s+(?:and\s+|or\s+)?|\s+and\s+(?=[^,(]*$)/)
    .map((piece) => piece.replace(/\u{E000}/gu, ',').replace(/\u{E001}/gu, ';'));
}
