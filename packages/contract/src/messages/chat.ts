export const chat = {
  emptyHeading: 'What can I help with?',
  inputPlaceholder: 'Type your message...',
  sendSuccess: 'Message sent successfully!',
  emptySend: 'Please enter a message or upload files.',
  emptySendAnonymous: 'Please enter a message or upload files before sending.',
  filesNotAllowed: (names: string) => `These files are not allowed: ${names}`,
  filesNotAllowedSkipped: (names: string) =>
    `These files are not allowed and were skipped: ${names}`,
  fileTooLarge: (name: string, limitMb: number) =>
    `The file ${name} is too large. The limit for this type of file is ${limitMb} MB.`,
  tooManyFiles: (max: number) => `Please send at most ${max} files at a time.`,
  messageTooLong: 'The message is too long.',
  oneMessage: 'Please send one message at a time (one user_input field).',
  visitorSendTooLarge: (limitMb: number) =>
    `Visitors may send up to ${limitMb} MB. Please login to send more.`,
  upgradePlan: 'Please upgrade your plan to continue using this feature',
  freeLimitExceeded: 'Free usage limit exceeded. Please login to enjoy services.',
  uploadInProgress:
    'Another message of yours is still being sent or answered. Please wait for it to finish and try again.',
  loginFirst: 'Please login first.',
  sessionIdInvalid: 'session_id must be a chat session id.',
  sessionNotFound: 'Chat session not found.',
  pageInvalid: 'page must be a whole number of at least 1.',
  pageSizeInvalid: 'page_size must be a whole number of at least 1.',
  generating: 'Generating your Project Requirement Document (PRD)...',
  generationFailed: 'The PRD could not be generated. Please try again.',
  answerStopped: 'You stopped this answer before any text was written.',
  stopSent: 'The answer was stopped.',
  accountDeleted: 'This account was deleted, so this answer ended and nothing more was kept.',
  nothingToStop: 'No answer is being written in this chat.',
  streamNotFound: 'There is no answer to follow in this chat.',
  answerInProgress:
    'An answer is still being written in this chat. Please wait for it or stop it first.',
  nothingToRegenerate: 'There is no answer to regenerate in this chat.',
  nothingToEdit: 'The last message has no text to edit.',
  notAVariant: 'That answer is not one of the versions of the last answer.',
  answerSelected: 'This answer is shown now.',
  /** A section edit as the chat shows it (the human message of the send). */
  sectionEditRequest: (heading: string, instruction: string) => `Edit "${heading}": ${instruction}`,
  unknownSection: (section: string) => `This document has no section "${section}".`,
  unknownItem: (id: string) => `This document has no item ${id}.`,
  sectionUnchanged: (heading: string) =>
    `"${heading}" already says that: nothing changed, so this edit was free.`,
  documentNotFound: 'Document not found.',
  documentIdInvalid: 'document_id must be a document id.',
  versionNumberInvalid: 'version must be a version number.',
  downloadFormatInvalid: 'format must be docx, txt or md.',
  chatIdInvalid: 'chat_id must be an answer id.',
  sectionInstructionRequired: 'Say what to change.',
  sectionInstructionTooLong: 'The instruction is too long (4,000 characters at most).',
  sectionOrItem: 'Name either a section or an item_id.',
  /** The one line of a document's first version (there is nothing to compare it with). */
  firstVersionSummary: 'First draft',
  /** `label` as shown: "0.3". */
  versionNotFound: (label: string) => `This document has no version ${label}.`,
  versionRestored: (restored: string, label: string) =>
    `Version ${restored} was restored as version ${label}.`,
  versionAlreadyCurrent: (restored: string, current: string) =>
    restored === current
      ? `Version ${current} is already the current version; nothing to restore.`
      : `Version ${current} already has the text of version ${restored}; nothing to restore.`,
  /** The one line of a restored version (its changes are against the version it replaced). */
  restoredSummary: (restored: string, changes: string) => `Restored v${restored} · ${changes}`,
  regenerate: 'Regenerate',
  regenerateLabel: 'Regenerate this answer',
  editMessage: 'Edit',
  editMessageLabel: 'Edit this message',
  editSave: 'Save and resend',
  editCancel: 'Cancel',
  editFieldLabel: 'Edit your message',
  tooManyStreams:
    'Too many answers are being followed at once. Please close another tab and try again.',
  documentFailed: 'The Word file could not be made. Please download the text instead.',
  uploadFailed: 'Failed to upload files.',
  uploadOrSendFailed: 'Failed to upload or send message.',
  sendFailed: 'Failed to send message.',
  uploadedFile: (name: string) => `Uploaded file: [${name}]`,
  historyRefreshFailed: 'Could not refresh chat history.',
  chatRefreshFailed: 'Could not refresh chat.',
  historyFetchFailed: 'Failed to fetch chat history.',
  chatFetchFailed: 'Failed to fetch chat details.',
  conversation: 'Conversation',
  you: 'You',
  assistant: 'Assistant',
  retry: 'Retry',
  stop: 'Stop',
  stopping: 'Stopping...',
  stopped: 'Stopped. This answer ends where you stopped it.',
  /** Beside the Stopped note when Regenerate is offered: what the button does. */
  stoppedRegenerate: 'Regenerate to write it in full.',
  /** Said to screen readers (a polite live region) when an answer is finished. */
  answerReady: 'Answer ready.',
  /** The chat being loaded (a skeleton; screen readers hear this). */
  chatLoading: 'Loading the chat…',
  interrupted: 'The connection was lost before the answer arrived.',
  imageAlt: (name: string) => `Attached image ${name}`,
  jumpToLatest: 'Jump to latest',
  writing: 'Writing…',
  sentFiles: 'Files sent with this message',
  chatNotFound: 'This chat does not exist, or it is not yours.',
  chatLoadFailed: 'This chat could not be loaded.',
  startNewChat: 'Start a new chat',
  nothingReadable: (names: string) =>
    `Nothing could be read from ${names}, so no PRD was written and no upload was used. ` +
    'Please type the brief, or send a PDF or Word file with selectable text.',
  skippedFile: (name: string) =>
    `${name}: its content does not match its file type, so it was skipped.`,
  skippedFiles: (names: string) => `Skipped (content does not match the file type): ${names}`,
  builtInLabel: 'Written without an AI model',
  builtInMeaning:
    'Drafted from your notes only; a model could also rephrase, translate and fill in what they only hint at.',
  connectProvider: 'Add a model under Admin → AI keys.',
  changeCount: (n: number) => (n === 1 ? '1 change' : `${n} changes`),
  // As the document says it (its metadata numbers versions 0.1, 0.2, ...).
  version: (n: number) => `Version 0.${n}`,
  pickOption: 'Choose an option to answer',
} as const;

export const sidebar = {
  title: 'Document Generator',
  remainingUploads: 'Remaining Uploads',
  newChat: 'Generate New chat',
  pastChats: 'Past chats',
  noChats: 'No chats yet. Your PRDs will be listed here.',
  loadingMore: 'Loading more chats...',
  loadingChats: 'Loading chats...',
  collapse: 'Collapse sidebar',
  expand: 'Expand sidebar',
} as const;

export const messageActions = {
  group: 'Message actions',
  download: 'Download',
  share: 'Share',
  downloadDoc: 'Download Doc',
  downloadTxt: 'Download TXT',
  back: 'Back',
  notion: 'Notion',
  confluence: 'Confluence',
  noPrdFound: 'No PRD found for this chat message.',
  noContent: 'Cannot generate document: No message content provided.',
  docFailed: 'The Word file could not be created. Please try again.',
} as const;

export const share = {
  title: 'Share',
  notionSubtitle: 'Send this PRD to Notion as a new page.',
  confluenceSubtitle: 'Publish this PRD as a page in a Confluence space.',
  titleLabel: 'Title',
  contentLabel: 'Content',
  selectSpace: 'Select Space',
  selectSpacePlaceholder: '-- Select a Space --',
  spaceOption: (key: string, name: string) => `${key} - ${name}`,
  loadingSpaces: 'Loading spaces...',
  cancel: 'Cancel',
  submit: 'Submit',
  submitting: 'Submitting...',
  titleRequired: 'Title is required',
  spaceRequired: 'Please select a space',
  notionSuccess: 'PRD shared to Notion successfully',
  notionFailure: 'Failed to send PRD to Notion',
  confluenceSuccess: 'PRD shared to Confluence successfully',
  confluenceFailure: 'Failed to send PRD to Confluence',
  spacesFailed: (reason: string) => `Could not load your Confluence spaces: ${reason}`,
  notConnected: (name: string) =>
    `${name} is not connected. Connect it in your dashboard's Connecting tab first.`,
  grantExpired: (name: string) =>
    `Your ${name} connection has expired or was removed. Connect it again in your dashboard.`,
  connectWorkspace: (name: string) => `Connect ${name}`,
  openPage: 'Open the page',
  updatedNotice: 'Publishing this PRD again updates the page it made before.',
  pageLabel: 'Publish under',
  pagePlaceholder: '-- Select a Page --',
  loadingPages: 'Loading pages...',
  noPages:
    'PRD Studio cannot reach any Notion page yet. Share a page with the integration in Notion, then try again.',
  pageRequired: 'Please select a page',
  pagesFailed: (reason: string) => `Could not load your Notion pages: ${reason}`,
  checkingConnection: 'Checking your connection...',
  done: 'Done',
  noSpaces: 'No spaces were found in your Confluence site.',
  retrySpaces: 'Try again',
} as const;

export const visitorChat = {
  limitTitle: 'Free limit reached',
  login: 'Login',
  signUp: 'Sign Up',
  close: 'Close',
  /** Beside the visitor's message box: the free PRDs the server still counts for them. */
  freeLeft: (left: number, limit: number) => `${left} of ${limit} free PRDs left`,
} as const;

export const chatBox = {
  messageLabel: 'Message',
  sending: 'Sending...',
  fileKind: { image: 'Image', video: 'Video', document: 'Document', audio: 'Audio' },
  attachedFiles: 'Attached files',
  removeFile: (name: string) => `Remove ${name}`,
  attachFiles: 'Attach files',
  send: 'Send',
} as const;
