export { createAuditService, type AuditService, type RequestMeta } from './audit.service.js';
