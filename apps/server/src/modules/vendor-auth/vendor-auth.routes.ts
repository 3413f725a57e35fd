import { userRoleResponseSchema, vendorPathSchema } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/vendor-auth-service/v1';

export function registerVendorAuthRoutes(app: AppInstance) {
  const { vendorAuth, tokens } = app.services;

  app.get(
    `${BASE}/vendors/:vendorId/user-role`,
    {
      schema: {
        tags: ['vendor auth'],
        security: [{ bearerAuth: [] }],
        params: vendorPathSchema,
        response: { 200: userRoleResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { vendorRole: await vendorAuth.getUserRole(user, request.params.vendorId) };
    },
  );
}
