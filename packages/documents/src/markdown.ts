/** `@prd/documents/markdown`: what a Markdown renderer needs (the web app's chat messages). */
export { lexMarkdown } from './lexer.js';
export { decodeEntities } from './entities.js';
