export { bindBrowser, readBrowserBinding } from './browser-binding.js';
export { createProviderApps, type ProviderApp, type ProviderApps } from './clients.js';
export { providerFetch, ProviderError } from './provider-fetch.js';
export { createOAuthStates, type ConsumedFlow, type OAuthStates } from './states.js';
