export { createMailer } from './mailer.js';
export type { Mailer, MailMessage } from './mailer.js';
