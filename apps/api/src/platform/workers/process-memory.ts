import { existsSync, readFileSync } from 'node:fs';

/** Whether another process's memory can be read (Linux /proc); elsewhere RSS is not watched. */
export const canReadResidentMemory = existsSync('/proc/self/status');

/**
 * The resident memory of process `pid` in bytes, read by this process from
 * /proc/<pid>/status (VmRSS, in kB): what the kernel says, whatever that process would report
 * itself. Undefined when it is gone or /proc is not there.
 */
export function residentBytes(pid: number): number | undefined {
  let status: string;
  try {
    // A few hundred bytes from the kernel, in microseconds: cheaper than an async read.
    status = readFileSync(`/proc/${pid}/status`, 'latin1');
  } catch {
    return undefined;
  }
  const at = status.indexOf('VmRSS:');
  if (at < 0) return undefined; // a zombie: its memory is gone
  const kb = Number.parseInt(status.slice(at + 6, status.indexOf('\n', at)).trim(), 10);
  return Number.isFinite(kb) ? kb * 1024 : undefined;
}
