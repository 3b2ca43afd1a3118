export {
  createTokenSigner,
  hashToken,
  randomToken,
  type AccessClaims,
  type TokenSigner,
  type VerifiedClaims,
} from './token-signer.js';
