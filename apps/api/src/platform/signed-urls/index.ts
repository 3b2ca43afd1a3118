export {
  createUrlSigner,
  deriveKey,
  type SignedFileRequest,
  type UrlSigner,
} from './url-signer.js';
