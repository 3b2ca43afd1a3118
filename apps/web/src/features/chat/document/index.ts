/**
 * The document view beside the chat (issue 26): loaded on demand by chat-screen
 * (`lazy(() => import('./document'))`), so nothing here enters the landing's first script.
 */
export { DocumentPanelSlot } from './document-panel-slot';
