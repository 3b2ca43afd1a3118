/** Shared shapes between file extraction (platform/extract), the AI adapters here and modules/prd. */

export type FileKind = 'document' | 'image' | 'audio' | 'video';

/** A piece of text taken from an uploaded file, with where it came from so the PRD can cite it. */
export interface SourceChunk {
  /** The file's original name as the user uploaded it. */
  file: string;
  /** Human-readable position: "page 3", "paragraph 12", "00:01:05", "frame at 00:00:04". */
  locator: string;
  text: string;
}

/** An image to hand to providers that accept image input (uploaded images, video key frames). */
export interface ImagePart {
  file: string;
  mediaType: string;
  data: Uint8Array;
}

/** What extraction learned about one file. */
export interface Extraction {
  chunks: SourceChunk[];
  images: ImagePart[];
  /** Plain-language notes for the PRD, e.g. that an audio file was not transcribed. */
  notes: string[];
}

/** Provider settings: from the active admin key, or from AI_* env. */
export interface AiSettings {
  provider: 'openai' | 'anthropic' | 'google' | 'openai-compatible';
  apiKey: string | undefined;
  model: string;
  baseUrl: string | undefined;
  /** Model for speech to text (openai and openai-compatible only). */
  transcriptionModel: string;
  timeoutSeconds: number;
  /** For admin-entered addresses: the outgoing-HTTP guard's fetch (platform/net). */
  fetch?: typeof fetch;
}

/** Speech to text for one audio file; null when no provider can transcribe. */
export type Transcribe = (input: {
  path: string;
  mediaType: string;
  name: string;
  signal?: AbortSignal;
}) => Promise<{ segments: { startSeconds: number; text: string }[] }>;
