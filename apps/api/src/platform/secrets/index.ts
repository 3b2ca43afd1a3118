export { createSecretBox, SecretBoxError, type SecretBox } from './secret-box.js';
