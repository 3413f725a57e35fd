import { getShortCodeRedirect as getShortCodeRedirectEndpoint } from '@queueless/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Where a short code (/R/{code}) points: a location URL, absolute or a path. */
export async function getShortCodeRedirect(code: string, signal?: AbortSignal): Promise<string> {
  const { redirect } = await callEndpoint(getShortCodeRedirectEndpoint, { params: { code }, signal });
  return redirect.redirectUrl;
}

export function shortCodeRedirectQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['short-code-redirects', code],
    queryFn: ({ signal }) => getShortCodeRedirect(code, signal),
    // A scan waits for the answer: one quick retry on a network blip, none on a 404 (an unknown code).
    retry: (failureCount, error) => (error as { status?: number }).status === 0 && failureCount < 1,
    staleTime: 5 * 60_000,
  });
}
