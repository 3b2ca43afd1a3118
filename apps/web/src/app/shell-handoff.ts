/** Where the shell's script notes the button pressed before the app started (its position). */
export const SHELL_PENDING_ATTRIBUTE = 'data-shell-pending';

const FILE_INPUT = 'input[type=file]';

/**
 * The files chosen in the shell's file input go into the app's, as a choice would (an assigned
 * FileList and a `change` event), so the app's box holds them before Send is pressed.
 */
function handOffFiles(shellInput: HTMLInputElement | null, appInput: HTMLInputElement | null) {
  const chosen = shellInput?.files;
  if (!appInput || !chosen || chosen.length === 0) return;
  appInput.files = chosen;
  appInput.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * What a visitor did in the landing's build-time shell (app/landing-shell.tsx) before the app
 * started is not lost when the app's landing replaces it: once the shell's message box leaves
 * the page, its text, focus and caret move to the app's box, the files chosen with its Attach
 * move to the app's box too, and the button they pressed (Send, Log In) is pressed in the app,
 * which has the same buttons in the same order. The text goes in as typing would (the native
 * setter and an `input` event), so the box's state holds it.
 */
export function handOffShellInput(container: HTMLElement): void {
  const shellBox = container.querySelector('textarea');
  if (!shellBox) return;
  const shellFiles = container.querySelector<HTMLInputElement>(FILE_INPUT);
  // A choice that lands after the takeover (the shell's chooser was still open, or the choice
  // was made as the shell left the page) goes to the app's box too.
  let takenOver = false;
  shellFiles?.addEventListener('change', () => {
    if (takenOver) handOffFiles(shellFiles, container.querySelector<HTMLInputElement>(FILE_INPUT));
  });
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
    takenOver = true;
    const appBox = container.querySelector('textarea');
    if (!appBox) return;
    if (shellBox.value && !appBox.value) {
      // The prototype's setter: React's own value tracker on the element would swallow the event.
      Reflect.set(HTMLTextAreaElement.prototype, 'value', shellBox.value, appBox);
      appBox.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // The button pressed, by its position among the app's before anything changes them (each
    // file handed over adds its chip's Remove button).
    const pending = container.getAttribute(SHELL_PENDING_ATTRIBUTE);
    container.removeAttribute(SHELL_PENDING_ATTRIBUTE);
    const pressed =
      pending !== null && Number(pending) >= 0
        ? container.querySelectorAll('button')[Number(pending)]
        : undefined;
    handOffFiles(shellFiles, container.querySelector<HTMLInputElement>(FILE_INPUT));
    if (focused) {
      appBox.focus();
      appBox.setSelectionRange(shellBox.selectionStart, shellBox.selectionEnd);
    }
    // After the app has handled the text and files (its state and effects), as a person's press.
    if (pressed) setTimeout(() => pressed.click(), 0);
  });
  observer.observe(container, { childList: true, subtree: true });
}
