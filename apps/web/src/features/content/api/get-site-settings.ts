import type { SiteSettingsResponse } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { areaApiPaths } from '#web/lib/area-api-paths';

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettingsResponse['settings']> {
  const { settings } = await apiRequest<SiteSettingsResponse>(areaApiPaths.siteSettings(), { signal, anonymous: true });
  return settings;
}

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'settings'],
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: 30 * 60_000,
  });
}

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
