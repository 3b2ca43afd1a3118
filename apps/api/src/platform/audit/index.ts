export {
  createAuditService,
  type AnonymousAuditGate,
  type AuditEvent,
  type AuditService,
  type IncidentInput,
  type RequestMeta,
} from './audit.service.js';
