/**
 * Gathers streamed tokens and hands them over once per animation frame: a burst of tokens is
 * one state update and one paint, and every token is painted in the frame after it arrived.
 */
export function createTokenBatcher(flushTo: (text: string) => void) {
  let buffer = '';
  let frame: number | null = null;
  const flush = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
    if (buffer === '') return;
    const text = buffer;
    buffer = '';
    flushTo(text);
  };
  return {
    push: (text: string) => {
      buffer += text;
      frame ??= requestAnimationFrame(flush);
    },
    /** Hands over what is left now (before the final answer replaces the text). */
    flush,
    cancel: () => {
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
      buffer = '';
    },
  };
}
