import { describe, expect, it } from 'vitest';
import { extractFacts } from '../collect/extract-facts.js';

describe('features against qualities', () => {
  it('an audit log is a feature people use, not a security quality', () => {
    const facts = extractFacts(
      [
        'Ledgerly – plans',
        '',
        'Business',
        '- Audit log of every edit for workspace owners',
        '- Passwords are encrypted at rest',
      ].join('\n'),
      [],
    );
    expect(facts.requirements.map((r) => r.text).join('\n')).toMatch(/audit log/i);
    expect(facts.nfr.map((n) => n.sentence.text).join('\n')).not.toMatch(/audit log/i);
    expect(facts.nfr.map((n) => n.category)).toContain('Security');
  });
});
