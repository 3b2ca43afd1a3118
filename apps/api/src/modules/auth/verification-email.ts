import { escapeHtml } from './reset-email.js';

/** The email-verification email, as text and simple HTML (same style as the reset email). */
export function verificationEmail(name: string, link: string, ttlSeconds: number) {
  const hours = Math.max(1, Math.round(ttlSeconds / 3600));
  const lifetime = `${hours} hour${hours === 1 ? '' : 's'}`;
  const text = [
    `Hello ${name},`,
    '',
    'Please confirm that this email address is yours by opening this link:',
    '',
    link,
    '',
    `The link works once and expires in ${lifetime}. If you did not create a PRD Studio account, you can ignore this email.`,
    '',
    'PRD Studio',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Please confirm that this email address is yours.</p>
<p><a href="${escapeHtml(link)}">Verify my email address</a></p>
<p>The link works once and expires in ${lifetime}. If you did not create a PRD Studio account, you can ignore this email.</p>
<p>PRD Studio</p>`;
  return { subject: 'Verify your PRD Studio email address', text, html };
}
