/** Business constants and limits (spec section 9 and the security model). */
export const constants = {
  passwordMinLength: 8,
  passwordMaxLength: 128,
  nameMaxLength: 100,
  emailMaxLength: 254,
  signUpStrength: { medium: 60, strong: 100 },
  resetStrengthRequired: 5,
  sessionExpiredRedirectMs: 3000,
  reloadAfterUpdateMs: 1000,
  autoPayCancelReloadMs: 1000,
  registerModalCloseMs: 2000,
  toastShellMs: 5000,
  toastAccountMs: 3000,
  httpTimeoutMs: 10000,
  paymentHistoryPageSize: 5,
  plansPageSize: 10,
  adminChatHistoryPageSize: 1000,
  /** Server cap on a user's chat-history page_size (admins: adminChatHistoryPageSize). */
  chatHistoryUserMaxPageSize: 200,
  chatHistoryInitialPage: 1,
  chatHistoryInitialPageSize: 100,
  chatHistoryPageGrowth: 10,
  chatHistoryScrollThresholdPx: 50,
  sidebarWidthPx: 310,
  chatTitleMaxLength: 30,
  longAiMessageThreshold: 500,
  textBoxMinHeightPx: 40,
  textBoxMaxHeightPx: 200,
  /** The address fragment of the admin PRD-generation mode (spec section 2). */
  adminChatFragment: 'gernationPRD',
  profilePictureMaxBytes: 5 * 1024 * 1024,
  profilePictureSizePx: 256,
  maxPageSize: 100,
  /** New verification links one account may ask for per window, and one address (IP). */
  verificationResendPerAccount: 3,
  verificationResendPerIp: 10,
  verificationResendWindowSeconds: 60 * 60,
  /** Redirects the outgoing-HTTP guard follows (each hop checked again), then refuses. */
  outboundMaxRedirects: 3,
  /** How long the guard waits for a name to resolve before calling it not found. */
  outboundDnsTimeoutMs: 5000,
} as const;

/** Special characters accepted by the sign-up rule (spec section 5). */
export const SIGN_UP_SPECIALS = '!@#$%^&*(),.?":{}|<>';
/** Special characters counted by the reset-password strength score (spec section 5). */
export const RESET_SPECIALS = '@$!%*?&#';

export const ROLES = { user: 'User', admin: 'admin' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/** Browser storage keys (spec section 3). */
export const STORAGE_KEYS = {
  userAccessToken: 'user_access_token',
  userRefreshToken: 'user_refresh_token',
  adminAccessToken: 'admin_access_token',
  adminRefreshToken: 'admin_refresh_token',
  authToken: 'authToken',
} as const;

/** File types accepted in chat uploads (spec section 5), by extension, lower case, no dot. */
export const ALLOWED_EXTENSIONS = [
  'pdf',
  'docx',
  'png',
  'jpg',
  'jpeg',
  'mp3',
  'wav',
  'mp4',
  'mov',
  'avi',
  'webm',
] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];
