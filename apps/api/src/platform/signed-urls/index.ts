export { createUrlSigner, deriveKey, type UrlSigner } from './url-signer.js';
