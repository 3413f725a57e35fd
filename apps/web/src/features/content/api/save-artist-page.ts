import {
  type ArtistPageEdit,
  contentSlugs,
  saveArtistPage as saveArtistPageEndpoint,
  type VendorArtistPage,
} from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { contentPageQueryOptions } from './get-content-page';
import { vendorArtistPagesQueryOptions } from './get-vendor-artist-pages';

export async function saveArtistPage(vendorId: string, name: string, body: ArtistPageEdit): Promise<VendorArtistPage> {
  const { page } = await callEndpoint(saveArtistPageEndpoint, { params: { vendorId, name }, body });
  return page;
}

export function useSaveArtistPage(vendorId: string, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArtistPageEdit) => saveArtistPage(vendorId, name, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorArtistPagesQueryOptions(vendorId).queryKey }),
        queryClient.invalidateQueries({
          queryKey: contentPageQueryOptions(contentSlugs.artist(vendorId, name)).queryKey,
        }),
      ]),
  });
}
