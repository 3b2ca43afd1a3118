/**
 * Every user-facing string of the product, once. The spec's exact texts are requirements:
 * change one here and both the API and the web app change with it.
 */
import {
  accountMenu,
  authForms,
  deleteRequest,
  forgotPassword,
  general,
  logout,
  password,
  picture,
  profile,
  resetPassword,
  session,
  signIn,
  signUp,
  verifyEmail,
} from './messages/account.js';
import { billing, plans } from './messages/billing.js';
import { chat, chatBox, messageActions, share, sidebar, visitorChat } from './messages/chat.js';
import {
  adminLeave,
  dashboard,
  helpTopic,
  landing,
  layout,
  notFoundPage,
  ui,
} from './messages/pages.js';
import { apiKeys, health, outbound, security } from './messages/server.js';

export const messages = {
  general,
  session,
  signIn,
  signUp,
  forgotPassword,
  resetPassword,
  verifyEmail,
  profile,
  password,
  picture,
  billing,
  chat,
  sidebar,
  messageActions,
  share,
  visitorChat,
  dashboard,
  plans,
  logout,
  layout,
  adminLeave,
  notFoundPage,
  accountMenu,
  deleteRequest,
  authForms,
  landing,
  chatBox,
  ui,
  helpTopic,
  security,
  apiKeys,
  outbound,
  health,
} as const;
