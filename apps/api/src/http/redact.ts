/** An email address (its domain ends in letters), also percent-encoded (`%40`), in a text. */
const EMAIL = /[^\s/?&=#<>"'(),;:@[\]]+(?:@|%40)(?:[^\s/?&=#<>"'(),;:@[\]]+\.)+[a-z]{2,}\b/gi;

/** Email addresses in a text (an error message, a URL) replaced: logs never carry them. */
export const redactEmails = (text: string) => text.replace(EMAIL, '[email]');
