/** Where the shell's script notes the button pressed before the app started (its position). */
export const SHELL_PENDING_ATTRIBUTE = 'data-shell-pending';

/**
 * What a visitor did in the landing's build-time shell (app/landing-shell.tsx) before the app
 * started is not lost when the app's landing replaces it: once the shell's message box leaves
 * the page, its text, focus and caret move to the app's box, and the button they pressed (Send,
 * Log In, Attach) is pressed in the app, which has the same buttons in the same order. The text
 * goes in as typing would (the native setter and an `input` event), so the box's state holds it.
 */
export function handOffShellInput(container: HTMLElement): void {
  const shellBox = container.querySelector('textarea');
  if (!shellBox) return;
  // Whether the shell's box has the focus: a blur while it is still in the page (the person
  // moved on) clears it, the removal itself does not.
  let focused = document.activeElement === shellBox;
  shellBox.addEventListener('focus', () => (focused = true));
  shellBox.addEventListener('blur', () => {
    if (shellBox.isConnected) focused = false;
  });
  const observer = new MutationObserver(() => {
    if (shellBox.isConnected) return;
    observer.disconnect();
    const appBox = container.querySelector('textarea');
    if (!appBox) return;
    if (shellBox.value && !appBox.value) {
      // The prototype's setter: React's own value tracker on the element would swallow the event.
      Reflect.set(HTMLTextAreaElement.prototype, 'value', shellBox.value, appBox);
      appBox.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) {
      appBox.focus();
      appBox.setSelectionRange(shellBox.selectionStart, shellBox.selectionEnd);
    }
    const pending = container.getAttribute(SHELL_PENDING_ATTRIBUTE);
    container.removeAttribute(SHELL_PENDING_ATTRIBUTE);
    // After the app has handled the text (its state and effects), as a person's press would be.
    if (pending !== null && Number(pending) >= 0) {
      setTimeout(() => container.querySelectorAll('button')[Number(pending)]?.click(), 0);
    }
  });
  observer.observe(container, { childList: true, subtree: true });
}
