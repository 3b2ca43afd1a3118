export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The password-reset email, as text and simple HTML. */
export function resetEmail(name: string, link: string, ttlSeconds: number) {
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  const text = [
    `Hello ${name},`,
    '',
    'We received a request to reset your PRD Studio password. Open this link to choose a new one:',
    '',
    link,
    '',
    `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    '',
    'PRD Studio',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>We received a request to reset your PRD Studio password.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.</p>
<p>PRD Studio</p>`;
  return { subject: 'Reset your PRD Studio password', text, html };
}
