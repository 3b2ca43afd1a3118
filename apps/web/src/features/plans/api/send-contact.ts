import { type ContactRequest, type MessageResponse, paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** "Contact Us": a message to the team (a token, when there is one, names the sender). */
export const sendContactMessage = (body: ContactRequest) =>
  apiRequest<MessageResponse>(paths.contact.sendMessage, { method: 'POST', body, auth: 'user' });
