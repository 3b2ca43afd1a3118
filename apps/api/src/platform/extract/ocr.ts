import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { abortError } from './abort.js';

export interface Ocr {
  /** The text in one image (png or jpeg bytes), whitespace tidied; '' when there is none. */
  recognize(image: Buffer, signal?: AbortSignal): Promise<string>;
  close(): Promise<void>;
}

/**
 * English LSTM data shipped by @tesseract.js-data/eng (gzipped, read from node_modules). Giving a
 * local langPath keeps tesseract.js off its CDN; cacheMethod 'none' stops it writing an unpacked
 * copy into the working directory.
 */
function englishLangPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
}

function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * One long-lived tesseract worker, created on first use. Jobs run one at a time (tesseract
 * runs them in its own thread); an aborted caller stops waiting and the job's result is dropped.
 */
export function createOcr(): Ocr {
  let worker: Promise<Worker> | undefined;
  let tail: Promise<unknown> = Promise.resolve();

  function getWorker(): Promise<Worker> {
    worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: englishLangPath(),
      gzip: true,
      cacheMethod: 'none',
      errorHandler: () => undefined,
    })
      .then(async (created) => {
        // Our inputs carry no reliable DPI; without this tesseract warns on every image.
        await created.setParameters({ user_defined_dpi: '300' });
        return created;
      })
      .catch((error: unknown) => {
        worker = undefined;
        throw error;
      });
    return worker;
  }

  return {
    recognize(image, signal) {
      const job = tail.then(async () => {
        signal?.throwIfAborted();
        const { data } = await (await getWorker()).recognize(image);
        return tidy(data.text);
      });
      tail = job.catch(() => undefined);
      if (!signal) return job;
      return new Promise<string>((resolve, reject) => {
        const onAbort = () => reject(abortError(signal));
        if (signal.aborted) return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        void job.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
    async close() {
      const current = worker;
      worker = undefined;
      if (current) await (await current.catch(() => undefined))?.terminate();
    },
  };
}
