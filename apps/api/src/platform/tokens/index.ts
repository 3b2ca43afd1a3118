export {
  createTokenSigner,
  hashToken,
  randomToken,
  type TokenSigner,
  type VerifiedClaims,
} from './token-signer.js';
