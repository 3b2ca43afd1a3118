import { useSelector } from 'react-redux';
import type { ChatState } from '../chat.slice';

/** The chat slice, read without importing the app's store (features never import app). */
export const useChatState = <T>(pick: (chat: ChatState) => T): T =>
  useSelector((state: { chat: ChatState }) => pick(state.chat));
