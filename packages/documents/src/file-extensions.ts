/** Extensions treated as file names in chat titles (the upload types and other common ones). */
const EXTENSIONS = [
  'pdf',
  'docx',
  'doc',
  'odt',
  'rtf',
  'txt',
  'md',
  'csv',
  'xlsx',
  'xls',
  'pptx',
  'ppt',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'svg',
  'heic',
  'mp3',
  'wav',
  'm4a',
  'ogg',
  'flac',
  'mp4',
  'mov',
  'avi',
  'webm',
  'mkv',
];

/** `.pdf`, with an optional copy suffix before it (`Spec (2).pdf`), at the end of a word. */
export const FILE_EXTENSION_SUFFIX = new RegExp(
  `(?:\\s*\\(\\d+\\))?\\.(?:${EXTENSIONS.join('|')})(?![\\p{L}\\p{N}_])`,
  'giu',
);

/** A bracketed file name (`[report.pdf]`), not a Markdown link, reference or escaped bracket. */
export const BRACKETED_FILE_NAME =
  /(?<![!\]\\])\[([^[\]\n]*?\.[A-Za-z][A-Za-z0-9]{0,5})\](?![([:])/g;
