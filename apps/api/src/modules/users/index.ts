/** The users module's public face: what account deletion uses of a person's data. */
export { exportUserData } from './data-export.service.js';
export { AVATAR_DIR } from './profile-picture.js';
