export const security = {
  sessionsTerminated: 'All sessions of this user have been ended.',
  userNotFound: 'User not found.',
  deactivated: 'The account is deactivated; its sessions have ended.',
  reactivated: 'The account is active again.',
  notYourself: 'You cannot deactivate your own account.',
} as const;

export const apiKeys = {
  providerInvalid: 'Choose a provider: openai, anthropic, google or openai-compatible.',
  labelRequired: 'Label is required.',
  labelTooLong: 'Label must be at most 100 characters.',
  modelRequired: 'Model is required.',
  modelTooLong: 'Model must be at most 200 characters.',
  apiKeyRequired: 'API key is required.',
  apiKeyTooLong: 'API key must be at most 1000 characters.',
  baseUrlRequired: 'Base URL is required for an OpenAI-compatible provider.',
  baseUrlInvalid: 'Base URL must be an http or https URL.',
  baseUrlCredentials: 'Base URL must not contain a user name or password.',
  reenterKey: 'Enter the API key again to change the provider or the base URL.',
  isActiveInvalid: 'is_active must be true or false.',
  keyIdInvalid: 'key_id must be a key id.',
  notFound: 'API key not found.',
  added: 'API key added successfully.',
  updated: 'API key updated successfully.',
} as const;

/** Refusals of the outgoing-HTTP guard (platform/net): what was refused, never where it led. */
export const outbound = {
  internal: 'This address points inside our network and is not allowed.',
  unresolvable: 'This address could not be found.',
  redirects: 'Too many redirects.',
  http: 'Plain http is not allowed for this address.',
  scheme: 'Only http and https addresses are allowed.',
  aiProvider: (why: string) =>
    `The AI provider's address was refused: ${why} An admin can update it in AI settings.`,
} as const;

export const health = {
  ok: 'ok',
  ready: 'ready',
  notReady: 'The database is not reachable.',
} as const;
