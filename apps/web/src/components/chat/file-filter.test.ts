import { describe, expect, it } from 'vitest';
import { ACCEPT_ATTRIBUTE, fileKind, filterFiles, isAllowedFile } from './file-filter';

const f = (name: string, type = '') => ({ name, type });

describe('chat file filter (spec section 5)', () => {
  it('offers exactly the allowed extensions in the picker', () => {
    expect(ACCEPT_ATTRIBUTE).toBe('.pdf,.docx,.png,.jpg,.jpeg,.mp3,.wav,.mp4,.mov,.avi,.webm');
  });

  it('allows by extension and MIME type, case aside', () => {
    expect(isAllowedFile(f('brief.PDF', 'application/pdf'))).toBe(true);
    expect(
      isAllowedFile(
        f('spec.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toBe(true);
    expect(isAllowedFile(f('call.wav', 'audio/x-wav'))).toBe(true);
    expect(isAllowedFile(f('demo.mov', 'video/quicktime'))).toBe(true);
    // Browsers that report no type are trusted on the extension (the server checks bytes).
    expect(isAllowedFile(f('demo.avi', ''))).toBe(true);
  });

  it('refuses other extensions and a MIME type that contradicts the extension', () => {
    expect(isAllowedFile(f('setup.exe', 'application/x-msdownload'))).toBe(false);
    expect(isAllowedFile(f('notes.txt', 'text/plain'))).toBe(false);
    expect(isAllowedFile(f('old.doc', 'application/msword'))).toBe(false);
    expect(isAllowedFile(f('fake.png', 'application/x-msdownload'))).toBe(false);
    expect(isAllowedFile(f('noext', ''))).toBe(false);
  });

  it('keeps the allowed files and names the others', () => {
    const { allowed, rejected } = filterFiles([
      f('a.pdf', 'application/pdf'),
      f('b.exe', 'application/x-msdownload'),
      f('c.png', 'image/png'),
      f('d.zip', 'application/zip'),
    ]);
    expect(allowed.map((x) => x.name)).toEqual(['a.pdf', 'c.png']);
    expect(rejected).toEqual(['b.exe', 'd.zip']);
  });

  it('shows images and videos as thumbnails, the rest as icons', () => {
    expect(fileKind(f('a.JPG', 'image/jpeg'))).toBe('image');
    expect(fileKind(f('a.webm', 'video/webm'))).toBe('video');
    expect(fileKind(f('a.webm', 'audio/webm'))).toBe('audio');
    expect(fileKind(f('a.mp3', 'audio/mpeg'))).toBe('audio');
    expect(fileKind(f('a.docx', ''))).toBe('document');
  });
});
