import { describe, expect, it } from 'vitest';
import { documentFileName, versionLabel } from './names.js';

describe('versionLabel', () => {
  it('shows version n as 0.n', () => {
    expect(versionLabel(1)).toBe('0.1');
    expect(versionLabel(3)).toBe('0.3');
    expect(versionLabel(12)).toBe('0.12');
  });
});

describe('documentFileName', () => {
  it('names the file after the product and the version', () => {
    expect(documentFileName('ShiftSwap', '0.3', 'docx')).toBe('ShiftSwap-PRD-v0.3.docx');
    expect(documentFileName('Shift Swap', '0.12', '.md')).toBe('Shift-Swap-PRD-v0.12.md');
  });

  it('keeps letters, digits, - and _ only', () => {
    expect(documentFileName('Acme: "Pay/Now" <beta>', '0.1', 'txt')).toBe(
      'Acme-PayNow-beta-PRD-v0.1.txt',
    );
    expect(documentFileName('../../etc/passwd', '0.1', 'txt')).toBe('etcpasswd-PRD-v0.1.txt');
    expect(documentFileName('Café Olé', '0.2', 'docx')).toBe('Cafe-Ole-PRD-v0.2.docx');
    expect(documentFileName('my_app v2', '0.2', 'docx')).toBe('my_app-v2-PRD-v0.2.docx');
  });

  it('caps long names and never gives a bare PRD.docx', () => {
    const name = documentFileName('A'.repeat(200), '0.3', 'docx');
    expect(name).toBe(`${'A'.repeat(60)}-PRD-v0.3.docx`);
    expect(documentFileName('', '0.3', 'docx')).toBe('PRD-v0.3.docx');
    expect(documentFileName('!!!', '0.3', 'docx')).toBe('PRD-v0.3.docx');
    expect(documentFileName('   ', '', 'docx')).not.toBe('PRD.docx');
  });
});
