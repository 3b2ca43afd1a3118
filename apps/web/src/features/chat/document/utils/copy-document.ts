/** What Copy put on the clipboard: rich text with Markdown beside it, or Markdown alone. */
type Copied = 'rich' | 'plain';

/** Attributes that only mean something inside the app (styles, ids, focus, roles). */
const APP_ONLY = /^(class|id|style|tabindex|role|data-.*|aria-.*)$/;

/**
 * The rendered document as clean HTML for pasting: the app's controls (marked
 * `data-copy-skip`) left out, and every attribute but links' addresses removed.
 */
export function documentHtml(title: string, body: HTMLElement): string {
  const copy = body.cloneNode(true) as HTMLElement;
  for (const skip of copy.querySelectorAll('[data-copy-skip], button, form')) skip.remove();
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const attr of [...element.attributes])
      if (APP_ONLY.test(attr.name)) element.removeAttribute(attr.name);
  }
  const heading = document.createElement('h1');
  heading.textContent = title;
  return `${heading.outerHTML}${copy.innerHTML}`;
}

/** Markdown as plain text. */
export async function copyMarkdown(markdown: string): Promise<void> {
  await navigator.clipboard.writeText(markdown);
}

/**
 * Rich text (text/html) with the Markdown as its text/plain, so Docs or Notion keep the
 * headings and lists and a plain editor gets the Markdown; where the browser cannot write both
 * (no ClipboardItem, or it refuses), the Markdown alone.
 */
export async function copyRich(html: string, markdown: string): Promise<Copied> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([markdown], { type: 'text/plain' }),
        }),
      ]);
      return 'rich';
    } catch {
      // Refused (a permission, a type the browser will not write): the text alone below.
    }
  }
  await navigator.clipboard.writeText(markdown);
  return 'plain';
}
