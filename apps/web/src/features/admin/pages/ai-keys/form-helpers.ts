/** A failed contract check's issues, as the first message of each top-level field. */
export function fieldIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

/** The server's message of a failed call (an RTK Query error or an ApiError), else `fallback`. */
export function errorText(err: unknown, fallback: string): string {
  if (err && typeof err === 'object' && 'message' in err) {
    const { message } = err;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
