import { describe, expect, it } from 'vitest';
import { displayText } from './display-text.js';
import { messageText } from './message-text.js';

describe('displayText', () => {
  it('turns double-asterisk section numbers into underscore emphasis', () => {
    expect(displayText('**1.1** Scope and **2** Goals, **3.2.1.** Risks')).toBe(
      '_1.1_ Scope and _2_ Goals, _3.2.1._ Risks',
    );
  });

  it('leaves other bold text alone', () => {
    expect(displayText('**Goal** and **1.1 Overview** and **v1.1**')).toBe(
      '**Goal** and **1.1 Overview** and **v1.1**',
    );
  });

  it('unwraps bracketed file names', () => {
    expect(displayText('Uploaded file: [report.pdf]')).toBe('Uploaded file: report.pdf');
    expect(displayText('Uploaded file: [Spec (2).final.DOCX]')).toBe(
      'Uploaded file: Spec (2).final.DOCX',
    );
  });

  it('keeps links, images, references, checkboxes, plain brackets and escapes', () => {
    const text =
      '[guide.pdf](https://e.com/g.pdf) ![shot.png](/s.png) [text][ref.pdf] [x] [note] \\[kept.pdf] [ref.pdf]: https://e.com';
    expect(displayText(text)).toBe(text);
  });

  it('leaves code spans and fenced code untouched', () => {
    const text = 'See `**1.1** [a.pdf]` and\n```\n**2.1** [b.png]\n```\nthen **3.1** [c.png]';
    expect(displayText(text)).toBe(
      'See `**1.1** [a.pdf]` and\n```\n**2.1** [b.png]\n```\nthen _3.1_ c.png',
    );
  });
});

describe('messageText', () => {
  it('joins a list of lines with newlines and passes text through', () => {
    expect(messageText(['# PRD', '', 'Body'])).toBe('# PRD\n\nBody');
    expect(messageText('plain')).toBe('plain');
    expect(messageText(undefined)).toBe('');
    expect(messageText(null)).toBe('');
    expect(messageText([])).toBe('');
  });
});
