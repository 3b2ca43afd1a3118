import { describe, expect, it } from 'vitest';
import { contentDisposition, mediaTypeFor } from './media-types.js';

describe('stored file responses', () => {
  it('serves images inline and everything else as an attachment, with safe names', () => {
    expect(mediaTypeFor('chat/s/x.PNG')).toBe('image/png');
    expect(mediaTypeFor('chat/s/x.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(mediaTypeFor('chat/s/noext')).toBe('application/octet-stream');
    expect(contentDisposition('image/png', 'shot.png')).toBe(
      `inline; filename="shot.png"; filename*=UTF-8''shot.png`,
    );
    const tricky = contentDisposition('application/pdf', 'Spëc "v2";\r\nX-Evil: 1/../a.pdf');
    expect(tricky.startsWith('attachment; filename="')).toBe(true);
    expect(tricky).not.toMatch(/[\r\n]/);
    expect(tricky).toContain(`filename*=UTF-8''Sp%C3%ABc%20%22v2%22%3BX-Evil%3A%201..a.pdf`);
    expect(tricky).toContain('filename="Sp_c _v2__X-Evil: 1..a.pdf"');
  });
});
