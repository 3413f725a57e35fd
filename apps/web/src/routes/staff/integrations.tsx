import { IntegrationsPage } from '#web/features/integrations/components/integrations-page';

/** /staff/venue/{vendorId}/integrations. */
export const IntegrationsRoute = IntegrationsPage;
