import { defineModule } from '../../lib/module.js';

/** The audit log: its table and the functions that write it (index.ts); no service, no route of its own. */
export const auditModule = defineModule({ name: 'audit' });
