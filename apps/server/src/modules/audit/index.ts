// The audit log's public surface: other modules record their staff changes through these.
export { type AuditEntry, auditInsertFrom, recordAudit } from './audit.repo.js';
// Its table, for the audit log's read call (module operators, decision 055).
export { auditLog } from './audit.tables.js';
