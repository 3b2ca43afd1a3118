import type { ChatMessage } from '@prd/contract';

/** A stored chat message as get_chat_data returns it (a complete human message by default). */
export const serverMessage = (over: Partial<ChatMessage>): ChatMessage => ({
  role: 'human',
  message: '',
  chat_id: 1,
  session_id: 's-1',
  image_urls: [],
  files: [],
  isDocument: false,
  documentPath: null,
  status: 'complete',
  ...over,
});
