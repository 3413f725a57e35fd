import type { PageContent } from '@queueless/contracts';
import { getContentPage as getContentPageEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { shouldRetryQuery } from '#web/lib/query-client';

type ContentOfKind = { [Kind in PageContent['kind']]: Extract<PageContent, { kind: Kind }> };

/** A public page's content, as an operator last saved it. */
export async function getContentPage(slug: string, signal?: AbortSignal): Promise<PageContent> {
  const { page } = await callEndpoint(getContentPageEndpoint, { params: { slug }, signal, anonymous: true });
  return page.content;
}

export function contentPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['content', slug],
    queryFn: ({ signal }) => getContentPage(slug, signal),
    staleTime: 5 * 60_000,
    // Twice at most, and never for an answer asking again cannot change (a 400 or 404 above all).
    retry: (failureCount, error) => failureCount < 2 && shouldRetryQuery(failureCount, error),
  });
}

/** The page's content when it is of the kind the page shows (anything else reads as missing). */
export function useContentPage<K extends keyof ContentOfKind>(slug: string, kind: K) {
  return useQuery({
    ...contentPageQueryOptions(slug),
    select: (content) => (content.kind === kind ? (content as ContentOfKind[K]) : null),
  });
}
