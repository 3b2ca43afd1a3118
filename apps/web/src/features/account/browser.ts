/** Full-page navigation, behind one seam so tests can watch it (jsdom cannot navigate). */
export const browser = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};
