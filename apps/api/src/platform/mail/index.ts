export { addressTag, createMailer } from './mailer.js';
export type { Mailer, MailMessage, MailerOptions } from './mailer.js';
