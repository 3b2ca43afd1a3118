export { classifyAddress, type AddressKind } from './addresses.js';
export {
  OutboundRefusedError,
  type CheckedTarget,
  type Lookup,
  type OutboundPolicy,
  type OutboundRefusal,
} from './destination.js';
export { createOutboundGuard, type OutboundGuard, type OutboundOptions } from './guarded-fetch.js';
