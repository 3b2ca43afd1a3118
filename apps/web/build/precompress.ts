import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text assets worth compressing; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers outweigh the saving (as the API's threshold). */
export const PRECOMPRESS_MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function compressFile(file: string): Promise<void> {
  const data = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that saves nothing is not written: the file itself is then served.
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
}

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every
 * compressible file of `dir` from PRECOMPRESS_MIN_BYTES up, once; the server picks one by the
 * request's Accept-Encoding (apps/api/src/http/web-app.ts). index.html is left out: the server
 * renders it per request (its CSP nonce) and compresses it then. Resolves with the files
 * compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const chosen = [...files(dir)].filter(
    (file) =>
      COMPRESSIBLE.test(file) &&
      path.relative(dir, file) !== 'index.html' &&
      statSync(file).size >= PRECOMPRESS_MIN_BYTES,
  );
  // zlib's asynchronous calls run on libuv's thread pool: the files are compressed in parallel.
  await Promise.all(chosen.map(compressFile));
  return chosen;
}

/** The Vite plugin: precompressDir(outDir) once the client build (and the prerender) is done. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prd:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await precompressDir(config.build.outDir);
      },
    },
  };
}
