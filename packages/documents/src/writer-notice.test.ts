import { describe, expect, it } from 'vitest';
import { withoutWriterNotice } from './writer-notice.js';

const OLD =
  "> Drafted offline by PRD Studio's built-in writer: connect an AI provider in the admin settings for a fuller draft.";

describe('withoutWriterNotice', () => {
  it('drops the old notice and the blank lines after it', () => {
    expect(withoutWriterNotice(`${OLD}\n\n# Parking: PRD\n\nBody`)).toBe('# Parking: PRD\n\nBody');
    expect(withoutWriterNotice(OLD)).toBe('');
  });

  it('leaves any other text as it is, quotes included', () => {
    const texts = ['# Parking\n\n' + OLD, '> A quote\n\nText', '', 'Plain answer.'];
    for (const text of texts) expect(withoutWriterNotice(text)).toBe(text);
  });
});
