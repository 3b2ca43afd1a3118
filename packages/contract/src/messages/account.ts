export const general = {
  errorOccurred: 'An error occurred.',
  errorOccuredLegacy: 'An error occured',
  unexpected: 'An unexpected error occurred.',
  unexpectedTryAgain: 'An unexpected error occurred. Please try again.',
  networkFailure: 'Failed to send request. Please check your network connection.',
  validationFallback: 'Validation error occurred.',
  failedToProcess: 'Failed to process the request.',
  internal: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found.',
  payloadTooLarge: 'The upload is too large.',
  tooManyRequests: 'Too many attempts. Please wait and try again.',
  malformedBody: 'The request body is not valid JSON.',
  malformedUpload: 'The upload is malformed or was cut off. Please send it again.',
  controlCharacters: 'Text may not contain control characters (only tab and new lines).',
} as const;

export const session = {
  notAuthenticated: 'Not authenticated',
  invalidToken: 'Invalid token',
  tokenExpired: 'Token has expired',
  forbidden: 'You do not have permission to perform this action.',
  sessionExpired: 'Session expired. Please log in again.',
  sessionExpiredOverlay: 'Your session has expired. Redirecting to login page...',
  sessionExpiredRedirecting: 'Session expired. Redirecting to login...',
  /** A deleted account's token (code ACCOUNT_DELETED), instead of "session expired". */
  accountDeleted: 'Your account has been deleted.',
} as const;

export const signIn = {
  fillDetails: 'Please fill in the details',
  invalidEmail: 'Please enter a valid email address',
  enterCredentials: 'Please enter valid credentials',
  passwordTooShort: 'Password must be at least 8 characters',
  wrongCredentials: 'Invalid email or password.',
  deactivated: 'Your account is deactivated',
  wrongRole: 'This account cannot sign in here.',
  success: 'Login successful!',
  socialFailed: (provider: string) => `Failed to login with ${provider}`,
  socialNotEnabled: (provider: string) => `Sign-in with ${provider} is not enabled on this server.`,
  socialCompleting: 'Signing you in...',
  /** Who the sign-in was for when the provider is unknown (the API says the same). */
  socialAccountFallback: 'your account',
} as const;

export const signUp = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 100 characters.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  passwordRequired: 'Password is required.',
  passwordCriteria: 'Password does not meet the required criteria.',
  passwordTooLong: 'Password must be at most 128 characters.',
  confirmRequired: 'Confirm password is required.',
  passwordsMismatch: 'Passwords do not match.',
  termsRequired: 'You must agree to the Terms and Conditions.',
  emailTaken: 'An account with this email already exists.',
  success: 'Registration successful!',
} as const;

export const forgotPassword = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  sent: 'Password reset link has been sent to your email.',
  notRegistered: 'This Email is not registered.',
  resetPrompt: 'Please reset your password',
  backToLogin: 'Go Back to Login',
} as const;

export const resetPassword = {
  passwordsMismatch: 'Passwords do not match.',
  tooWeak: 'Password is too weak. Please make it stronger.',
  tokenRequired: 'The reset link is missing its token.',
  invalidToken: 'This reset link is invalid or has expired.',
  success: 'Your password has been reset. Please log in with your new password.',
} as const;

export const verifyEmail = {
  tokenRequired: 'The verification link is missing its token.',
  invalidLink:
    'This verification link is invalid, was already used or has expired. Sign in and send a new one.',
  verified: 'Your email address is verified. Thank you!',
  alreadyVerified: 'Your email address is already verified.',
  sent: 'We sent a new verification link to your email address.',
  required:
    'Please verify your email address first: open the link we emailed you, or send a new one from your account.',
  noticeTitle: 'Verify your email',
  noticeText: (email: string) =>
    `We sent a link to ${email}. Open it to confirm the address is yours; until then you cannot connect Notion or Confluence.`,
  resend: 'Resend link',
  resending: 'Sending...',
  verifying: 'Verifying your email address...',
} as const;

export const profile = {
  nameEmpty: 'Name cannot be empty',
  nameEmptyAlt: 'Name field cannot be empty.',
  emailReadOnly: 'Email cannot be changed.',
  updated: 'Profile updated',
  updatedSuccess: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile.',
  errorUpdating: 'Error updating profile',
  userNotFound: 'User not found.',
} as const;

export const password = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  confirmRequired: 'Confirm password is required',
  mustDiffer: 'New password must be different from current password',
  mismatch: 'Passwords do not match',
  mismatchAlt: 'Passwords do not match!',
  wrongCurrent: 'Current password is incorrect',
  notSuccessful: 'Password update not successful',
  unexpectedResponse: 'Unexpected response from server',
  updated: 'Password updated successfully',
  updatedSuccess: 'Password updated successfully!',
  updateFailed: 'Failed to update password.',
  errorUpdating: 'Error updating password',
} as const;

export const picture = {
  fileRequired: 'Please choose an image to upload.',
  videoRejected: 'Something went wrong — the video could not be uploaded',
  notAnImage: 'Please upload an image file (PNG, JPEG, WebP or GIF).',
  tooLarge: 'The picture is too large. The limit is 5 MB.',
  unreadable: 'The image could not be read. Please try another file.',
  updated: 'Profile picture updated',
  updatedSuccess: 'Profile picture updated successfully!',
  updateFailed: 'Failed to update profile picture.',
  uploadFailed: 'Failed to upload profile picture.',
  errorUploading: 'Error uploading picture',
} as const;

export const logout = {
  success: 'Logged out successfully!',
  failedRedirecting: 'Failed to logout. Redirecting...',
  failedTryAgain: 'Logout failed. Try again.',
} as const;

export const accountMenu = {
  logIn: 'Log In',
  open: 'Open account menu',
  settings: 'Settings',
  viewAllPlans: 'View all plans',
  help: 'Help',
  logOut: 'Log out',
  loggingOut: 'Logging out...',
  back: 'Back',
  helpTopics: 'Help topics',
  noHelpTopics: 'No help topics yet.',
  requestDelete: 'Request Delete',
} as const;

export const deleteRequest = {
  title: 'Request account deletion',
  prompt: 'Please tell us why you want to delete your account.',
  reasons: [
    'I don’t find it useful',
    'I have privacy concerns',
    'I found an alternative',
    'Too many emails',
    'Other',
  ],
  other: 'Other',
  otherLabel: 'Your reason',
  submit: 'Submit',
  reasonRequired: 'Please provide a reason.',
  reasonSummary: (reason: string) => `Your reason: “${reason}”`,
  confirm: 'Are you sure?',
  cancel: 'Cancel',
  delete: 'Delete',
  submitted: 'Delete request submitted!',
  failed: 'Failed to submit delete request',
  notFound: 'There is no such deletion request.',
  notPending: 'This request has already been decided.',
  rejected: 'Deletion request rejected',
  exportHint: 'Before you go, you can download a copy of your chats, payments and account details.',
  exportData: 'Download my data',
  exporting: 'Preparing…',
  exportFailed: 'Could not prepare your data. Please try again.',
  pending: (date: string) => `Deletion requested on ${date} — pending review`,
  alreadyPending: 'Your deletion request is already pending review.',
  emailSubject: 'We received your account deletion request',
  emailText: (name: string, date: string) =>
    `Hello ${name},\n\nWe received your request to delete your PRD Studio account on ${date}. Our team reviews it shortly; until then your account keeps working and you can download a copy of your data from the account menu.\n\nIf you did not ask for this, sign in and change your password.`,
} as const;

export const authForms = {
  password: 'Password',
  confirmPassword: 'Confirm Password',
  signInLink: 'Sign In',
  passwordStrength: 'Password strength:',
  continueWith: (provider: string) => `Continue with ${provider}`,
  providers: { github: 'GitHub', google: 'Google' },
  signIn: {
    title: 'Sign In',
    description: 'Welcome back. Sign in to keep writing your requirements.',
    orWithEmail: 'or with your email',
    forgotPassword: 'Forgot Password?',
    submit: 'Sign In',
    submitting: 'Signing in...',
    noAccount: "Don't have an account?",
    signUpLink: 'Sign Up',
  },
  signUp: {
    title: 'Sign Up',
    description: 'Create your account and turn ideas into requirement documents.',
    criteria: {
      length: (min: number) => `${min}+ characters`,
      lower: 'A lowercase letter',
      upper: 'An uppercase letter',
      digit: 'A number',
      special: 'A special character',
    },
    criterionMet: ' (met)',
    criterionMissing: ' (missing)',
    agreeTo: 'I agree to the',
    terms: 'Terms and Conditions',
    submit: 'Create Account',
    submitting: 'Creating account...',
    haveAccount: 'Already have an account?',
  },
  forgotPassword: {
    title: 'Forgot Password',
    description: 'Enter the email of your account and we will send you a reset link.',
    submit: 'Send Reset Link',
    submitting: 'Sending...',
    remembered: 'Remembered it?',
  },
  resetPassword: {
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
    newPassword: 'New Password',
    hint: (minLength: number, specials: string) =>
      `Use ${minLength} or more characters with upper and lower case letters, a number and one of ${specials}`,
    submit: 'Reset Password',
    submitting: 'Resetting...',
  },
} as const;
