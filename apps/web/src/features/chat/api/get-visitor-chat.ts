import { paths, type VisitorChatResponse } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** `GET visitor_chat`: the visitor's latest chat by their cookie, and their free PRDs left. */
export const getVisitorChat = () =>
  apiRequest<VisitorChatResponse>(paths.prd.visitorChat, { auth: 'none' });
