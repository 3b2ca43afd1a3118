export interface DocumentPanelSlotProps {
  /** The admin's chat (`#gernationPRD`): calls send the admin token. */
  admin?: boolean;
}

/**
 * Where the chat screen mounts the document view: beside the chat on a wide screen, a sheet on
 * a phone; reads `documentPanel` from the chat slice. (First step: draws nothing yet.)
 */
export function DocumentPanelSlot(_props: DocumentPanelSlotProps) {
  return null;
}
