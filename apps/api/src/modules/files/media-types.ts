/** The media type a stored file is served with, from its key's extension. */
const byExtension: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
};

/** Shown in the page; everything else is downloaded. */
const inlineTypes = new Set(['image/png', 'image/jpeg', 'image/webp']);

function extensionOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? key.slice(dot + 1).toLowerCase() : '';
}

export function mediaTypeFor(key: string): string {
  return byExtension[extensionOf(key)] ?? 'application/octet-stream';
}

/**
 * A Content-Disposition that cannot break the header or smuggle a path: images inline, the
 * rest as attachments, with an ASCII fallback name and the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(mediaType: string, name: string): string {
  const clean = name.replace(/[\p{Cc}/\\]/gu, '').trim() || 'file';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const type = inlineTypes.has(mediaType) ? 'inline' : 'attachment';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
