import type { SiteSettingsResponse } from '@queueless/contracts';
import { getSiteSettings as getSiteSettingsEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettingsResponse['settings']> {
  const { settings } = await callEndpoint(getSiteSettingsEndpoint, { signal, anonymous: true });
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
