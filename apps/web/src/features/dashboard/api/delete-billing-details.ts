import { type MessageResponse, paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

export const deleteBillingDetails = () =>
  apiRequest<MessageResponse>(paths.user.deleteBillingDetails, { method: 'DELETE', auth: 'user' });
