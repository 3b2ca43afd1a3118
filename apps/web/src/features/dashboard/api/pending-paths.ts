/**
 * Paths of calls whose API modules come in a later issue (spec section 7): the workspace
 * connections. They answer 404 until then. Move them to the contract's `paths` with that module.
 */
export const pendingPaths = {
  notionOauth: '/notion/notion_oauth',
  confluenceOauth: '/confluence/confluence_oauth',
} as const;
