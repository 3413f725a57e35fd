import { getShortCodeRedirect as getShortCodeRedirectEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Where a printed short link (/R/{shortCode}) goes. */
export async function resolveShortCode(shortCode: string, signal?: AbortSignal): Promise<string> {
  const { redirect } = await callEndpoint(getShortCodeRedirectEndpoint, {
    params: { code: shortCode },
    signal,
    anonymous: true,
  });
  return redirect.redirectUrl;
}

export function shortCodeQueryOptions(shortCode: string) {
  return queryOptions({
    queryKey: ['links', 'short-code', shortCode],
    queryFn: ({ signal }) => resolveShortCode(shortCode, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useShortCode(shortCode: string) {
  return useQuery(shortCodeQueryOptions(shortCode));
}
