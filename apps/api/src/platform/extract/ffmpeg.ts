import { spawn } from 'node:child_process';
import path from 'node:path';
import { abortError } from './abort.js';

export interface MediaInfo {
  durationSeconds: number | undefined;
  hasAudio: boolean;
  hasVideo: boolean;
}

export interface Ffmpeg {
  /** Whether the binary runs at all; checked once, then remembered. */
  available(): Promise<boolean>;
  probe(file: string, signal?: AbortSignal): Promise<MediaInfo>;
  /** The first audio track as 16 kHz mono 16-bit wav (what speech-to-text models expect). */
  extractAudio(file: string, out: string, signal?: AbortSignal): Promise<void>;
  /** One frame at `seconds`, at most 1280 px wide, as png. */
  extractFrame(file: string, seconds: number, out: string, signal?: AbortSignal): Promise<void>;
}

const STDERR_LIMIT = 256 * 1024;

/** Runs ffmpeg with an argument array (no shell); resolves with its exit code and stderr. */
function run(
  bin: string,
  args: string[],
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], windowsHide: true });
    let stderr = '';
    let failure: Error | undefined;
    const stop = (reason: Error) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new Error('ffmpeg took too long.')), timeoutMs);
    const onAbort = () => stop(abortError(signal!));
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      if (stderr.length < STDERR_LIMIT) stderr += text;
    });
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error) => {
      done();
      reject(failure ?? error);
    });
    child.on('close', (code) => {
      done();
      if (failure !== undefined) reject(failure);
      else resolve({ code, stderr });
    });
  });
}

/** Reads duration and stream kinds from `ffmpeg -i` (ffprobe may not be installed). */
export function parseMediaInfo(stderr: string): MediaInfo {
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  const streams = stderr.split('\n').filter((line) => /^\s*Stream #/.test(line));
  return {
    durationSeconds: duration
      ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
      : undefined,
    hasAudio: streams.some((line) => / Audio: /.test(line)),
    hasVideo: streams.some((line) => / Video: /.test(line) && !/attached pic/.test(line)),
  };
}

export function createFfmpeg(bin: string, timeoutMs: number): Ffmpeg {
  let availability: Promise<boolean> | undefined;
  // An input path starting with "-" would read as an option; absolute paths never do.
  const input = (file: string) => path.resolve(file);

  async function mustSucceed(args: string[], signal?: AbortSignal): Promise<void> {
    const { code, stderr } = await run(bin, args, timeoutMs, signal);
    if (code !== 0) {
      throw new Error(`ffmpeg failed (exit code ${code}): ${stderr.trim().split('\n').pop()}`);
    }
  }

  return {
    available() {
      availability ??= run(bin, ['-hide_banner', '-version'], 10_000, undefined).then(
        ({ code }) => code === 0,
        () => false,
      );
      return availability;
    },
    async probe(file, signal) {
      const { stderr } = await run(
        bin,
        ['-hide_banner', '-nostdin', '-i', input(file)],
        timeoutMs,
        signal,
      );
      return parseMediaInfo(stderr);
    },
    extractAudio(file, out, signal) {
      return mustSucceed(
        [
          '-hide_banner',
          '-nostdin',
          '-v',
          'error',
          '-i',
          input(file),
          '-vn',
          '-map',
          '0:a:0',
          '-ac',
          '1',
          '-ar',
          '16000',
          '-c:a',
          'pcm_s16le',
          '-y',
          input(out),
        ],
        signal,
      );
    },
    extractFrame(file, seconds, out, signal) {
      return mustSucceed(
        [
          '-hide_banner',
          '-nostdin',
          '-v',
          'error',
          '-ss',
          seconds.toFixed(3),
          '-i',
          input(file),
          '-frames:v',
          '1',
          '-vf',
          "scale='min(1280,iw)':-2",
          '-y',
          input(out),
        ],
        signal,
      );
    },
  };
}
