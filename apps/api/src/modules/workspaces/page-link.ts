/** Longer than any page address a provider gives. */
const MAX_LINK = 2048;

/**
 * A page link from a provider (Notion, Confluence), used, stored and returned only when it is
 * `https:`; anything else (`javascript:`, `http:`, `data:`, not a URL) is no link at all.
 */
export function httpsLink(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LINK) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}
