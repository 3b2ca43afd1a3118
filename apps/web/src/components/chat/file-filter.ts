import { ALLOWED_EXTENSIONS, type AllowedExtension } from '@prd/contract';

/** The picker's extension filter (spec section 5). */
export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The MIME types browsers report for each allowed extension. */
const MIME_TYPES: Record<AllowedExtension, readonly string[]> = {
  pdf: ['application/pdf', 'application/x-pdf'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  png: ['image/png'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  mp3: ['audio/mpeg', 'audio/mp3', 'audio/x-mp3', 'audio/mpeg3'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  mp4: ['video/mp4', 'audio/mp4', 'application/mp4'],
  mov: ['video/quicktime'],
  avi: ['video/x-msvideo', 'video/avi', 'video/msvideo'],
  webm: ['video/webm', 'audio/webm'],
};

type FileKind = 'image' | 'video' | 'audio' | 'document';

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

const isAllowedExtension = (ext: string): ext is AllowedExtension =>
  (ALLOWED_EXTENSIONS as readonly string[]).includes(ext);

/**
 * Allowed by extension and by MIME type (spec section 5). A browser that reports no MIME type
 * (some do for docx or mov) is trusted on the extension; the server checks the bytes anyway.
 */
export function isAllowedFile(file: Pick<File, 'name' | 'type'>): boolean {
  const ext = extensionOf(file.name);
  if (!isAllowedExtension(ext)) return false;
  const type = file.type.toLowerCase().split(';')[0]!.trim();
  return type === '' || MIME_TYPES[ext].includes(type);
}

/** Splits a pick into the files that may be sent and the names of those that may not. */
export function filterFiles<T extends Pick<File, 'name' | 'type'>>(
  files: readonly T[],
): { allowed: T[]; rejected: string[] } {
  const allowed: T[] = [];
  const rejected: string[] = [];
  for (const file of files) {
    if (isAllowedFile(file)) allowed.push(file);
    else rejected.push(file.name);
  }
  return { allowed, rejected };
}

/** How a chip shows the file: a thumbnail for images and video, an icon otherwise. */
export function fileKind(file: Pick<File, 'name' | 'type'>): FileKind {
  const ext = extensionOf(file.name);
  if (ext === 'png' || ext === 'jpg' || ext === 'jpeg') return 'image';
  if (ext === 'mp3' || ext === 'wav') return 'audio';
  if (ext === 'mp4' || ext === 'mov' || ext === 'avi' || ext === 'webm')
    return file.type.startsWith('audio/') ? 'audio' : 'video';
  return 'document';
}
