import { describe, expect, it } from 'vitest';
import { PARKLY_PRD } from '../../../../../../test/fixtures/parkly-prd.js';
import { draftOffline } from '../writer.js';
import { parsePrd } from './prd-lines.js';

const send = (message: string) => {
  const r = draftOffline({
    message,
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd: PARKLY_PRD,
    previousVersion: 2,
    history: [],
    now: new Date('2026-02-01T10:00:00Z'),
  });
  const text = r.chunks.join('');
  return { ...r, text, parsed: parsePrd(text.split('\n')) };
};

describe('follow-ups typed tersely', () => {
  it('"also: owners can …" adds that requirement', () => {
    const r = send('also: owners can block dates when the spot is not available');
    expect(r).toMatchObject({ kind: 'prd', intent: 'revise' });
    expect(r.parsed.frs.map((f) => f.statement).join('\n')).toMatch(/block dates/);
    expect((r.changes ?? []).join('\n')).toMatch(/FR-5 added/);
  });

  it('"X is out for now" moves it to the non-goals', () => {
    const r = send('exporting earnings is out for now');
    expect(r.kind).toBe('prd');
    expect(r.parsed.frs.map((f) => f.title)).not.toContain('Export earnings');
    expect(r.text).toMatch(/## 3\. Non-goals[\s\S]*export[\s\S]*## 4\./i);
  });

  it('thanks in other words is small talk, free and short', () => {
    for (const m of ['ok cool ta', "cheers, that's grand", 'merci, parfait'])
      expect(send(m)).toMatchObject({ kind: 'answer', intent: 'smalltalk' });
  });

  it('new material (copy, an article) is declined in one sentence that names an AI model', () => {
    const r = send('can you turn it into an article for the newsletter');
    expect(r.kind).toBe('answer');
    expect(r.text).toMatch(/cannot write new material from the PRD \(article, /);
    expect(r.text).toMatch(/AI model/);
  });
});
