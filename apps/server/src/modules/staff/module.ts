import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { VendorsService } from '../vendors/index.js';
import { createAccess } from './access.js';
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
    return {
      access,
      staff: createStaffService({ access, vendors }),
      staffRoles: createStaffRolesService({ staffRepo, access, clock }),
    };
  },
  routes: registerStaffRoutes,
});
