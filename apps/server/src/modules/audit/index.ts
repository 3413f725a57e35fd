// The audit log's public surface: services record their staff changes through `auditedChange` (decision 080).
export { type AuditEntry, auditInsertFrom, recordAudit } from './audit.repo.js';
// Its table, for the audit log's read call (module operators, decision 055).
export { auditLog } from './audit.tables.js';
export { auditedChange } from './audited-change.js';
