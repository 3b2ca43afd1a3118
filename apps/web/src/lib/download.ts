/** How long the object URL outlives the click: some browsers read it after `click()` returns. */
const REVOKE_AFTER_MS = 10_000;

/** Saves a Blob as a file through a temporary `<a download>`; the object URL is revoked later. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
