import { describe, expect, it } from 'vitest';
import { PARKLY_PRD } from '../../../../../../test/fixtures/parkly-prd.js';
import { draftOffline } from '../writer.js';

const ask = (message: string, previousPrd = PARKLY_PRD) => {
  const r = draftOffline({
    message,
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd,
    history: [],
    now: new Date('2026-02-01T10:00:00Z'),
  });
  return { ...r, text: r.chunks.join('') };
};

describe('questions asked as people ask them', () => {
  it('which requirements are must-haves: the FRs of that priority, by id', () => {
    const r = ask('which requirements are must-haves?');
    expect(r).toMatchObject({ kind: 'answer', intent: 'question' });
    expect(r.text).toMatch(/^2 requirements are P0 \(Must\):/);
    expect(r.text).toContain('**FR-1** (Book a spot)');
    expect(r.text).toContain('**FR-2** (Cancel a booking)');
    expect(r.text).not.toContain('**FR-3**');
    expect(ask("what's nice to have?").text).toContain('**FR-4**');
    // About one item, not a list of all musts.
    expect(ask('is exporting earnings a must-have?').text).not.toMatch(/requirements are P0/);
  });

  it("what's still open: the open questions", () => {
    for (const q of ['whats still open?', 'what is left to decide?'])
      expect(ask(q).text).toMatch(/^\*\*Open questions\*\* in the PRD:/);
  });

  it('how long something is kept, answered by the line that says "kept for"', () => {
    const prd = PARKLY_PRD.replace(
      '- **NFR-1** P0 (Must): Search results load in under 2 seconds.',
      '- **NFR-1** P0 (Must): Search results load in under 2 seconds.\n- **NFR-2** P0 (Must): Booking records are kept for 7 years.',
    );
    const r = ask('is there anything in there about how long we keep the data?', prd);
    expect(r.text).toContain('On how long records are kept, the PRD says:');
    expect(r.text).toContain('Booking records are kept for 7 years.');
  });
});
