import { describe, expect, it } from 'vitest';
import { firstFileName, TEXT_FILE_NAME, wordFileName } from './file-names.js';

describe('wordFileName', () => {
  it('names the file after the first attached file, without its extension', () => {
    expect(wordFileName({ files: [{ name: 'Spec.pdf' }, { name: 'other.png' }] })).toBe(
      'Spec.docx',
    );
  });

  it('keeps only letters, digits and underscores', () => {
    expect(wordFileName({ files: [{ name: 'My Spec (2) - final.v3.pdf' }] })).toBe(
      'My_Spec_2_final_v3.docx',
    );
    expect(wordFileName({ files: [{ name: '../../etc/pass"wd;.docx' }] })).toBe('passwd.docx');
    expect(wordFileName({ files: [{ name: 'Résumé_2024.pdf' }] })).toBe('Résumé_2024.docx');
    expect(wordFileName({ files: [{ name: 'README' }] })).toBe('README.docx');
  });

  it('reads the name from "Uploaded file: [name]" when the message has no file list', () => {
    expect(wordFileName({ message: 'Uploaded file: [Product brief.docx]' })).toBe(
      'Product_brief.docx',
    );
    expect(wordFileName({ message: ['intro', 'Uploaded file: [a.png]'] })).toBe('a.docx');
    expect(firstFileName({ message: 'see [guide](https://e.com/x.pdf)' })).toBeUndefined();
  });

  it('falls back to PRD, or Generated_Document when asked', () => {
    expect(wordFileName()).toBe('PRD.docx');
    expect(wordFileName(null)).toBe('PRD.docx');
    expect(wordFileName({ message: 'Build an app' })).toBe('PRD.docx');
    expect(wordFileName({ files: [] }, 'Generated_Document')).toBe('Generated_Document.docx');
    expect(wordFileName({ files: [{ name: '#&!.pdf' }] })).toBe('PRD.docx');
    expect(wordFileName({ files: [{ name: '' }, { name: 'b.pdf' }] })).toBe('b.docx');
  });

  it('caps very long names', () => {
    expect(wordFileName({ files: [{ name: `${'a'.repeat(300)}.pdf` }] })).toBe(
      `${'a'.repeat(100)}.docx`,
    );
  });
});

describe('TEXT_FILE_NAME', () => {
  it('is Document.txt', () => {
    expect(TEXT_FILE_NAME).toBe('Document.txt');
  });
});
