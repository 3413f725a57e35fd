// The audit log's public surface: other modules record their staff changes through these.
export { type AuditEntry, auditInsertFrom, recordAudit } from './audit.repo.js';
