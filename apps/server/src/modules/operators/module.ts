import { defineModule } from '../../lib/module.js';
import type { Port } from '../../lib/service-port.js';
import type { Platform } from '../../platform.js';
import type { Access, OperatorCheck } from '../staff/index.js';
import { createOperatorsRepo } from './operators.repo.js';
import { registerOperatorsRoutes } from './operators.routes.js';
import { createOperatorsService } from './operators.service.js';

/**
 * The operators of the install and what only they (or a vendor's ADMIN and above) do: create and suspend vendors,
 * edit them, add and change their locations and tax rates, read their audit log (decision 055).
 */
export const operatorsModule = defineModule({
  name: 'operators',
  needs: ['access', 'operatorCheck'],
  services: ({
    db,
    clock,
    tax,
    access,
    operatorCheck,
  }: Platform & { access: Access; operatorCheck: Port<OperatorCheck> }) => {
    const operators = createOperatorsService({ operatorsRepo: createOperatorsRepo(db), access, clock, tax });
    operatorCheck.plug({ isOperator: async (user) => (await operators.operatorOf(user)) !== null });
    return { operators };
  },
  routes: registerOperatorsRoutes,
});
