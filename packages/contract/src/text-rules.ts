/**
 * Characters no text field may hold: C0 controls other than tab, line feed and carriage return
 * (browsers send a textarea's new lines as CR LF), DEL and the C1 controls. NUL among them:
 * PostgreSQL cannot store it in text, so it must be refused before anything is written.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when the text holds a control character other than tab or a new line. */
export const hasForbiddenControl = (text: string): boolean => FORBIDDEN_CONTROL.test(text);
