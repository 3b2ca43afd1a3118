/** The users module's public face: what billing and account deletion use of a person's data. */
export type { BillingAddressService } from './billing-address.service.js';
export { exportUserData } from './data-export.service.js';
export { AVATAR_DIR } from './profile-picture.js';
