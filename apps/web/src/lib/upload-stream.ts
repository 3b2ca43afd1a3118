import {
  API_PREFIX,
  constants,
  messages,
  paths,
  type UploadFilesResponse,
  type UploadStreamError,
} from '@prd/contract';
import { createParser } from 'eventsource-parser';
import { ApiError, authorizedFetch, toApiError, type AuthMode } from './api-client';

export interface UploadRequest {
  sessionId: string | null;
  text: string;
  files: File[];
  auth: AuthMode;
  /** The session the answer goes into, as soon as the server names it (before any token). */
  onSession?: (sessionId: string) => void;
  /** Each piece of the answer as it is written. */
  onToken?: (text: string) => void;
  signal?: AbortSignal;
}

/** The stream ended before its final event (network loss, a proxy, the tab going to sleep). */
export class StreamInterrupted extends ApiError {
  constructor() {
    super(0, messages.chat.interrupted);
    this.name = 'StreamInterrupted';
  }
}

/** The server sends a comment every 15 s, so this much silence means the stream is gone. */
const STREAM_IDLE_MS = 45_000;
/** Before the answer starts, the upload itself takes time: allow 256 KB/s on top of 10 s. */
const startTimeoutMs = (files: File[]) =>
  constants.httpTimeoutMs + files.reduce((sum, f) => sum + f.size, 0) / 256;

function formOf(req: UploadRequest): FormData {
  const form = new FormData();
  for (const file of req.files) form.append('files', file, file.name);
  if (req.text) form.append('user_input', req.text);
  return form;
}

/** A timer that aborts `controller` unless it is pushed back in time. */
function watchdog(controller: AbortController, ms: number) {
  let timer = setTimeout(() => controller.abort(), ms);
  return {
    push(next: number) {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), next);
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * `POST /prd_upload/upload_files` as Server-Sent Events: the answer arrives token by token, so a
 * long PRD never meets the shared client's 10 s timeout; instead the call gives up after a long
 * silence. A 498 is met with one token refresh and a retry, like every other call. Resolves with
 * the same JSON as the plain call; rejects with an ApiError carrying the server's message.
 */
export async function uploadFilesStream(req: UploadRequest): Promise<UploadFilesResponse> {
  const query = req.sessionId ? `?session_id=${encodeURIComponent(req.sessionId)}` : '';
  const target = `${API_PREFIX}${paths.prd.uploadFiles}${query}`;
  const controller = new AbortController();
  const abortOuter = () => controller.abort();
  req.signal?.addEventListener('abort', abortOuter, { once: true });
  const timer = watchdog(controller, startTimeoutMs(req.files));
  try {
    const res = await authorizedFetch(req.auth, async (token) => {
      try {
        return await fetch(target, {
          method: 'POST',
          headers: {
            Accept: 'text/event-stream',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: formOf(req),
          signal: controller.signal,
        });
      } catch {
        throw new ApiError(0, messages.general.networkFailure);
      }
    });
    if (!res.body) throw new StreamInterrupted();
    if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      // A server (or proxy) that answered in one piece.
      const whole = (await res.json()) as UploadFilesResponse;
      req.onSession?.(whole.data.session_id);
      req.onToken?.(whole.data.prd_result);
      return whole;
    }
    return await readEvents(res.body, req, () => timer.push(STREAM_IDLE_MS));
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new StreamInterrupted();
  } finally {
    timer.stop();
    req.signal?.removeEventListener('abort', abortOuter);
  }
}

async function readEvents(
  body: ReadableStream<Uint8Array>,
  req: UploadRequest,
  alive: () => void,
): Promise<UploadFilesResponse> {
  let result: UploadFilesResponse | undefined;
  let failure: ApiError | undefined;
  // Comments (the server's keep-alives) and fields other than event and data are skipped.
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const payload = JSON.parse(data) as unknown;
      if (event === 'session') req.onSession?.((payload as { session_id: string }).session_id);
      else if (event === 'token') req.onToken?.((payload as { text: string }).text);
      else if (event === 'done') result = payload as UploadFilesResponse;
      else if (event === 'error') {
        const { status, ...body } = payload as UploadStreamError;
        failure = toApiError(status, {
          ...body,
          message: body.message || messages.chat.uploadOrSendFailed,
        });
      }
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    alive();
    parser.feed(decoder.decode(value, { stream: true }));
  }
  parser.feed(decoder.decode());
  if (failure) throw failure;
  if (!result) throw new StreamInterrupted();
  return result;
}
