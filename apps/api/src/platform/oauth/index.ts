export { bindBrowser, readBrowserBinding, OAUTH_COOKIE } from './browser-binding.js';
export { createProviderApps, redirectUri, type ProviderApp, type ProviderApps } from './clients.js';
export {
  providerFetch,
  ProviderError,
  retryDelayMs,
  type ProviderRequest,
} from './provider-fetch.js';
export {
  createOAuthStates,
  STATE_TTL_MS,
  type ConsumedFlow,
  type ConsumeFailure,
  type OAuthProvider,
  type OAuthStates,
} from './states.js';
