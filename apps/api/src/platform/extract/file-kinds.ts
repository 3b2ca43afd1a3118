import { ALLOWED_EXTENSIONS, type AllowedExtension } from '@prd/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config.js';
import type { FileKind } from '../ai/types.js';

export { ALLOWED_EXTENSIONS };

/**
 * How many leading bytes classifyUpload wants. file-type needs 4100 for most formats; a docx is
 * told from a plain zip by reading [Content_Types].xml, which can sit a few KB in.
 */
export const CLASSIFY_HEAD_BYTES = 64 * 1024;

interface Rule {
  kind: FileKind;
  /** Canonical extension returned to callers (jpeg -> jpg). */
  ext: string;
  /** What file-type may report for such a file: mp4 and mov are the same container family. */
  detected: readonly string[];
}

const RULES: Record<AllowedExtension, Rule> = {
  pdf: { kind: 'document', ext: 'pdf', detected: ['pdf'] },
  docx: { kind: 'document', ext: 'docx', detected: ['docx'] },
  png: { kind: 'image', ext: 'png', detected: ['png', 'apng'] },
  jpg: { kind: 'image', ext: 'jpg', detected: ['jpg'] },
  jpeg: { kind: 'image', ext: 'jpg', detected: ['jpg'] },
  mp3: { kind: 'audio', ext: 'mp3', detected: ['mp3'] },
  wav: { kind: 'audio', ext: 'wav', detected: ['wav'] },
  mp4: { kind: 'video', ext: 'mp4', detected: ['mp4', 'm4v', 'mov'] },
  mov: { kind: 'video', ext: 'mov', detected: ['mov', 'mp4', 'm4v'] },
  avi: { kind: 'video', ext: 'avi', detected: ['avi'] },
  webm: { kind: 'video', ext: 'webm', detected: ['webm'] },
};

const MEDIA_TYPES: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  avi: 'video/x-msvideo',
};

function isAllowed(ext: string): ext is AllowedExtension {
  return Object.hasOwn(RULES, ext);
}

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * Accepts a file only when its extension is allowed and its first bytes agree with it.
 * Returns null for anything else (unknown extension, a lie such as an exe named .png, a plain
 * zip named .docx, unrecognisable bytes).
 */
export async function classifyUpload(
  name: string,
  head: Uint8Array,
): Promise<{ kind: FileKind; ext: string; mediaType: string } | null> {
  const ext = extensionOf(name);
  if (!isAllowed(ext)) return null;
  const rule = RULES[ext];
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  if (!detected || !rule.detected.includes(detected.ext)) return null;
  return {
    kind: rule.kind,
    ext: rule.ext,
    mediaType: MEDIA_TYPES[detected.ext] ?? detected.mime,
  };
}

/** Every type an allowed extension may turn out to be (a real picture, document, recording). */
const ALLOWED_CONTENT = new Set(Object.values(RULES).flatMap((r) => r.detected));

/**
 * A file `classifyUpload` refused that is still harmless to leave out of a send: an allowed
 * extension whose bytes are unrecognisable (text, an empty or damaged file) or another allowed
 * type (a JPEG named .png). The send goes on without it. Anything recognised as something
 * else (an executable, an archive, a plain zip named .docx) is not harmless: it refuses the send.
 */
export async function isSkippableMismatch(name: string, head: Uint8Array): Promise<boolean> {
  if (!isAllowed(extensionOf(name))) return false;
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  return !detected || ALLOWED_CONTENT.has(detected.ext);
}

/** The size limit for one file of this kind (documents and images vs audio and video). */
export function maxBytesFor(
  kind: FileKind,
  uploads: Pick<Config['uploads'], 'maxDocumentBytes' | 'maxMediaBytes'>,
): number {
  return kind === 'document' || kind === 'image' ? uploads.maxDocumentBytes : uploads.maxMediaBytes;
}
