/** The billing module's public face: what a user may do now, for the modules that ask. */
export { createEntitlements, releaseUpload, type Entitlements } from './entitlements.service.js';
