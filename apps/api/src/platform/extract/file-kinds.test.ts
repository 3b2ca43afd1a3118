import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeDocx,
  makeFakePng,
  makeJpg,
  makeMp3,
  makePdf,
  makePng,
  makeVideo,
  makeWav,
  makeZipNamedDocx,
} from '../../../test/fixtures/make-fixtures.js';
import { loadConfig } from '../../config.js';
import {
  ALLOWED_EXTENSIONS,
  CLASSIFY_HEAD_BYTES,
  classifyUpload,
  extensionOf,
  isSkippableMismatch,
  maxBytesFor,
} from './file-kinds.js';

let dir: string;
const files: Record<string, string> = {};

async function head(file: string): Promise<Uint8Array> {
  return (await readFile(file)).subarray(0, CLASSIFY_HEAD_BYTES);
}

async function classify(name: string, file: string) {
  return classifyUpload(name, await head(file));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prd-kinds-'));
  files.pdf = await makePdf(dir, ['A page']);
  files.docx = await makeDocx(dir, ['A paragraph']);
  files.png = await makePng(dir, ['Text']);
  files.jpg = await makeJpg(dir, ['Text']);
  files.mp3 = await makeMp3(dir, 1);
  files.wav = await makeWav(dir, 0.5);
  files.mp4 = await makeVideo(dir, { text: 'V', seconds: 1, ext: 'mp4' });
  files.mov = await makeVideo(dir, { text: 'V', seconds: 1, ext: 'mov' });
  files.avi = await makeVideo(dir, { text: 'V', seconds: 1, ext: 'avi' });
  files.webm = await makeVideo(dir, { text: 'V', seconds: 1, ext: 'webm' });
  files.exe = await makeFakePng(dir);
  files.zip = await makeZipNamedDocx(dir);
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('classifyUpload', () => {
  it.each([
    ['report.pdf', 'pdf', { kind: 'document', ext: 'pdf', mediaType: 'application/pdf' }],
    [
      'brief.docx',
      'docx',
      {
        kind: 'document',
        ext: 'docx',
        mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ],
    ['screen.png', 'png', { kind: 'image', ext: 'png', mediaType: 'image/png' }],
    ['photo.jpg', 'jpg', { kind: 'image', ext: 'jpg', mediaType: 'image/jpeg' }],
    ['photo.jpeg', 'jpg', { kind: 'image', ext: 'jpg', mediaType: 'image/jpeg' }],
    ['call.mp3', 'mp3', { kind: 'audio', ext: 'mp3', mediaType: 'audio/mpeg' }],
    ['memo.wav', 'wav', { kind: 'audio', ext: 'wav', mediaType: 'audio/wav' }],
    ['demo.mp4', 'mp4', { kind: 'video', ext: 'mp4', mediaType: 'video/mp4' }],
    ['demo.mov', 'mov', { kind: 'video', ext: 'mov', mediaType: 'video/quicktime' }],
    ['demo.avi', 'avi', { kind: 'video', ext: 'avi', mediaType: 'video/x-msvideo' }],
    ['demo.webm', 'webm', { kind: 'video', ext: 'webm', mediaType: 'video/webm' }],
  ])('accepts a real %s', async (name, fixture, expected) => {
    expect(await classify(name, files[fixture]!)).toEqual(expected);
  });

  it('covers every allowed extension', async () => {
    const names: Record<string, string> = { jpeg: 'jpg' };
    for (const ext of ALLOWED_EXTENSIONS) {
      const result = await classify(`file.${ext}`, files[names[ext] ?? ext]!);
      expect(result, ext).not.toBeNull();
    }
  });

  it('accepts an mp3 that has no ID3 tag', async () => {
    const bytes = await readFile(files.mp3!);
    expect(bytes.subarray(0, 3).toString('latin1')).not.toBe('ID3');
    expect(bytes[0]).toBe(0xff); // an MPEG frame sync straight away
    expect(await classify('tone.mp3', files.mp3!)).toMatchObject({ kind: 'audio', ext: 'mp3' });
  });

  it('ignores the case of the extension', async () => {
    expect(await classify('REPORT.PDF', files.pdf!)).toMatchObject({ ext: 'pdf' });
    expect(await classify('Photo.JPEG', files.jpg!)).toMatchObject({ ext: 'jpg' });
  });

  it.each([
    ['a png named .pdf', 'drawing.pdf', 'png'],
    ['a pdf named .docx', 'paper.docx', 'pdf'],
    ['a docx named .pdf', 'paper.pdf', 'docx'],
    ['a jpeg named .png', 'photo.png', 'jpg'],
    ['a wav named .mp3', 'song.mp3', 'wav'],
    ['an mp3 named .wav', 'song.wav', 'mp3'],
    ['an mp4 named .avi', 'clip.avi', 'mp4'],
    ['a webm named .mp4', 'clip.mp4', 'webm'],
    ['an avi named .webm', 'clip.webm', 'avi'],
    ['a video named .png', 'still.png', 'mp4'],
    ['a plain zip named .docx', 'archive.docx', 'zip'],
  ])('refuses %s', async (_label, name, fixture) => {
    expect(await classify(name, files[fixture]!)).toBeNull();
  });

  it('refuses an executable, whatever it is called', async () => {
    for (const name of ['cat.png', 'cat.pdf', 'cat.jpg', 'cat.mp4', 'setup.exe']) {
      expect(await classify(name, files.exe!), name).toBeNull();
    }
  });

  it('refuses extensions that are not allowed, even with good content', async () => {
    const cases: [string, string][] = [
      ['image.gif', 'png'],
      ['notes.txt', 'pdf'],
      ['archive.zip', 'zip'],
      ['movie.mkv', 'webm'],
      ['voice.m4a', 'mp4'],
      ['pdf', 'pdf'],
      ['no-extension', 'pdf'],
      ['.png', 'png'],
      ['report.pdf.exe', 'exe'],
    ];
    for (const [name, fixture] of cases) {
      expect(await classify(name, files[fixture]!), name).toBeNull();
    }
  });

  it('refuses empty, truncated and text content', async () => {
    expect(await classifyUpload('empty.pdf', new Uint8Array())).toBeNull();
    expect(await classifyUpload('x.png', new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(await classifyUpload('x.pdf', new TextEncoder().encode('hello, not a pdf'))).toBeNull();
  });

  it('tells a docx apart from a plain zip within the head it asks for', async () => {
    const copy = path.join(dir, 'copy.docx');
    await copyFile(files.docx!, copy);
    expect((await head(copy)).length).toBeLessThanOrEqual(CLASSIFY_HEAD_BYTES);
    expect(await classify('copy.docx', copy)).toMatchObject({ kind: 'document', ext: 'docx' });
    await writeFile(copy, (await readFile(files.zip!)).subarray(0, CLASSIFY_HEAD_BYTES));
    expect(await classify('copy.docx', copy)).toBeNull();
  });
});

describe('isSkippableMismatch', () => {
  const skippable = async (name: string, fixture: string) =>
    isSkippableMismatch(name, await head(files[fixture]!));

  it('leaves out harmless mismatches: unreadable bytes, or another allowed type', async () => {
    expect(await isSkippableMismatch('notes.png', new TextEncoder().encode('plain text'))).toBe(
      true,
    );
    expect(await isSkippableMismatch('empty.pdf', new Uint8Array())).toBe(true);
    expect(await skippable('photo.png', 'jpg')).toBe(true);
    expect(await skippable('paper.docx', 'pdf')).toBe(true);
    expect(await skippable('still.png', 'mp4')).toBe(true);
  });

  it('never lets executables, archives or disallowed extensions through', async () => {
    for (const name of ['cat.png', 'cat.pdf', 'setup.exe']) {
      expect(await skippable(name, 'exe'), name).toBe(false);
    }
    expect(await skippable('archive.docx', 'zip')).toBe(false);
    expect(await skippable('notes.txt', 'pdf')).toBe(false);
  });
});

describe('extensionOf', () => {
  it('takes the last extension, lower case, of the base name only', () => {
    expect(extensionOf('a.b.PDF')).toBe('pdf');
    expect(extensionOf('dir.png/file')).toBe('');
    expect(extensionOf('C:\\x\\y.Docx')).toBe('docx');
    expect(extensionOf('.hidden')).toBe('');
  });
});

describe('maxBytesFor', () => {
  it('gives documents and images 25 MB and audio and video 100 MB by default', () => {
    const config = loadConfig({ APP_SECRET: 'x'.repeat(40), DATA_DIR: dir });
    const MB = 1024 * 1024;
    expect(maxBytesFor('document', config.uploads)).toBe(25 * MB);
    expect(maxBytesFor('image', config.uploads)).toBe(25 * MB);
    expect(maxBytesFor('audio', config.uploads)).toBe(100 * MB);
    expect(maxBytesFor('video', config.uploads)).toBe(100 * MB);
  });

  it('follows the configured limits', () => {
    const config = loadConfig({
      APP_SECRET: 'x'.repeat(40),
      DATA_DIR: dir,
      UPLOAD_MAX_DOCUMENT_MB: '3',
      UPLOAD_MAX_MEDIA_MB: '7',
    });
    expect(maxBytesFor('image', config.uploads)).toBe(3 * 1024 * 1024);
    expect(maxBytesFor('video', config.uploads)).toBe(7 * 1024 * 1024);
  });
});
