import { messages } from '@prd/contract';
import mammoth from 'mammoth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../lib/download';
import { DOCX_TYPE, downloadText, downloadWord, TEXT_TYPE } from './download-actions';

vi.mock('../../lib/download', () => ({ saveBlob: vi.fn() }));
const save = vi.mocked(saveBlob);

beforeEach(() => save.mockReset());

/** The Blob and file name of the last save. */
function saved(): { blob: Blob; name: string } {
  expect(save).toHaveBeenCalledTimes(1);
  const [blob, name] = save.mock.calls[0]!;
  return { blob, name };
}

async function bytes(blob: Blob): Promise<Buffer> {
  return Buffer.from(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
      reader.readAsArrayBuffer(blob);
    }),
  );
}

const PRD = `# Checkout Redesign

## 1. Goals

The flow must be **fast and safe** for every shopper.

- One-page checkout
- Saved cards

| Metric | Target |
|---|---|
| Conversion | +5% |
`;

describe('downloadWord', () => {
  it('refuses a message that is not a PRD', async () => {
    await expect(downloadWord({ text: PRD, isDocument: false })).resolves.toEqual({
      ok: false,
      error: messages.messageActions.noPrdFound,
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a PRD without content', async () => {
    await expect(downloadWord({ text: '  \n\t ', isDocument: true })).resolves.toEqual({
      ok: false,
      error: 'Cannot generate document: No message content provided.',
    });
    expect(save).not.toHaveBeenCalled();
  });

  it("names the file after the related message's first file, else the fallback", async () => {
    await expect(
      downloadWord({
        text: PRD,
        isDocument: true,
        related: { message: 'see attached', files: [{ name: 'Market Research v2.pdf' }] },
      }),
    ).resolves.toEqual({ ok: true, fileName: 'Market_Research_v2.docx' });
    expect(saved().name).toBe('Market_Research_v2.docx');
    expect(saved().blob.type).toBe(DOCX_TYPE);

    save.mockReset();
    await downloadWord({
      text: PRD,
      isDocument: true,
      related: null,
      fallback: 'Generated_Document',
    });
    expect(saved().name).toBe('Generated_Document.docx');

    save.mockReset();
    await downloadWord({
      text: PRD,
      isDocument: true,
      related: { message: 'Uploaded file: [brief.docx]' },
    });
    expect(saved().name).toBe('brief.docx');
  });

  it('builds a Word file with real headings, bold, list items and a table', async () => {
    await downloadWord({ text: PRD, isDocument: true, related: null });
    const { value: html } = await mammoth.convertToHtml({ buffer: await bytes(saved().blob) });
    expect(html).toMatch(/<h1>Checkout Redesign<\/h1>/);
    expect(html).toMatch(/<h2>1\. Goals<\/h2>/);
    expect(html).toContain('<strong>fast and safe</strong>');
    expect(html).toMatch(/<li>One-page checkout<\/li>\s*<li>Saved cards<\/li>/);
    expect(html).toMatch(/<table>[\s\S]*Conversion[\s\S]*\+5%[\s\S]*<\/table>/);
    expect(html).not.toContain('**');
    expect(html).not.toContain('# ');
  });

  it('reports a failure to build or save the file', async () => {
    save.mockImplementationOnce(() => {
      throw new Error('no downloads here');
    });
    await expect(downloadWord({ text: PRD, isDocument: true })).resolves.toEqual({
      ok: false,
      error: messages.messageActions.docFailed,
    });
  });
});

describe('downloadText', () => {
  it('saves the message as plain text in Document.txt', async () => {
    expect(downloadText(PRD)).toEqual({ ok: true, fileName: 'Document.txt' });
    const { blob, name } = saved();
    expect(name).toBe('Document.txt');
    expect(blob.type).toBe(TEXT_TYPE);
    const text = (await bytes(blob)).toString('utf8');
    expect(text).toBe(
      [
        'Checkout Redesign',
        '1. Goals',
        'The flow must be fast and safe for every shopper.',
        '- One-page checkout\n- Saved cards',
        'Metric\tTarget\nConversion\t+5%',
      ].join('\n\n'),
    );
  });

  it('refuses an empty message', () => {
    expect(downloadText('   ')).toEqual({ ok: false, error: messages.messageActions.noContent });
    expect(save).not.toHaveBeenCalled();
  });
});
