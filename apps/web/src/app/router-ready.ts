/** What whenRouterReady needs of a data router (react-router's createBrowserRouter result). */
interface ReadyRouter {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/**
 * Resolves once the router has loaded the first page's lazy route modules (its `initialized`
 * state): rendered before that, RouterProvider shows nothing for a lazy page.
 */
export function whenRouterReady(router: ReadyRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
