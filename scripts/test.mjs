// `npm test`: builds, checks the landing bundle's size, runs every Vitest project, then the
// browser journeys (Playwright, against the real server). Extra arguments go to Vitest (`npm test
// -- --reporter=json …`, as .ci/run does), never to Playwright. Every part always runs; the exit
// code is non-zero if any fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const windows = process.platform === 'win32';

let current;
let interrupted;
// Ctrl-C reaches the child through the terminal's process group; a SIGTERM sent to this
// process alone is passed on, so the Playwright run still stops its server.
process.on('SIGINT', () => (interrupted = 'SIGINT'));
process.on('SIGTERM', () => {
  interrupted = 'SIGTERM';
  current?.kill('SIGTERM');
});

function run(command, args) {
  console.log(`\n> ${[path.relative(root, command) || command, ...args].join(' ')}\n`);
  return new Promise((resolve) => {
    current = spawn(command, args, { cwd: root, stdio: 'inherit', shell: windows });
    current.once('error', (err) => {
      console.error(`could not run ${command}: ${err.message}`);
      resolve(1);
    });
    current.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function stopIfInterrupted() {
  if (interrupted) process.exit(interrupted === 'SIGINT' ? 130 : 143);
}

const build = await run(windows ? 'npm.cmd' : 'npm', ['run', 'build']);
stopIfInterrupted();
if (build !== 0) process.exit(build);

// The landing route's initial JavaScript stays within its budget (issue 3: 150 KB gzipped).
const bundle = await run(process.execPath, ['scripts/bench/bundle-size.mjs']);
stopIfInterrupted();
// Vitest also writes its JSON report (to the caller's --outputFile, or to a temporary file), so
// the last lines of the run name the tests that failed: CI shows only the end of the output.
const vitestArgs = process.argv.slice(2);
let report = vitestArgs.find((a) => a.startsWith('--outputFile='))?.slice('--outputFile='.length);
if (!report && !vitestArgs.some((a) => a.startsWith('--reporter'))) {
  report = path.join(mkdtempSync(path.join(os.tmpdir(), 'vitest-')), 'report.json');
  vitestArgs.push('--reporter=default', '--reporter=json', `--outputFile=${report}`);
}
const vitest = await run(bin('vitest'), ['run', ...vitestArgs]);
stopIfInterrupted();
const e2e = await run(bin('playwright'), ['test', '-c', 'apps/web/playwright.config.ts']);
stopIfInterrupted();

/** The failed tests in a Vitest JSON report, one line each (file › name: first line of why). */
function failedTests(file) {
  try {
    const { testResults } = JSON.parse(readFileSync(file, 'utf8'));
    return testResults.flatMap((suite) => {
      const where = path.relative(root, suite.name);
      const failed = suite.assertionResults.filter((t) => t.status === 'failed');
      if (failed.length === 0 && suite.status === 'failed')
        return [`${where}: ${String(suite.message).split('\n')[0]}`];
      return failed.map(
        (t) => `${where} › ${t.fullName}: ${String(t.failureMessages?.[0] ?? '').split('\n')[0]}`,
      );
    });
  } catch {
    return [];
  }
}

if (vitest !== 0 && report) {
  const failed = failedTests(report);
  if (failed.length > 0)
    console.log(`\nvitest failures:\n${failed.map((f) => `  ✗ ${f}`).join('\n')}`);
}

const verdict = (code) => (code === 0 ? 'passed' : `FAILED (exit ${code})`);
console.log(
  `\nnpm test: landing bundle ${verdict(bundle)}, vitest ${verdict(vitest)}, browser journeys ${verdict(e2e)}`,
);
process.exit(vitest || e2e || bundle);
