export { OutboundRefusedError } from './destination.js';
export { createOutboundGuard } from './guarded-fetch.js';
