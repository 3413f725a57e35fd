import { defineModule } from '../../lib/module.js';
import { createPort } from '../../lib/service-port.js';
import type { Platform } from '../../platform.js';
import type { VendorsService } from '../vendors/index.js';
import { createAccess, type OperatorCheck } from './access.js';
import { createStaffRepo } from './staff.repo.js';
import { registerStaffRoutes } from './staff.routes.js';
import { createStaffService } from './staff.service.js';
import { createStaffRolesService } from './staff-roles.service.js';

/** Staff roles of a vendor and `access`, the one place that says who may act for it. */
export const staffModule = defineModule({
  name: 'staff',
  needs: ['vendors'],
  services: ({ db, clock, vendors }: Platform & { vendors: VendorsService }) => {
    const staffRepo = createStaffRepo(db);
    const access = createAccess({ staffRepo });
    // Operators (built on staff) answer who is an operator; the modules that ask need this port (decision 080).
    const operatorCheck = createPort<OperatorCheck>('operatorCheck', 'operators');
    return {
      access,
      operatorCheck,
      staff: createStaffService({ access, vendors }),
      staffRoles: createStaffRolesService({ staffRepo, access, clock }),
    };
  },
  routes: registerStaffRoutes,
});
