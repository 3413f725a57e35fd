import { importLocationMenu, type MenuImportResponse } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { inventoryQueryOptions } from './get-inventory';

/** A 5,000-row file takes a few seconds to write; the usual 10 s is too tight on a slow link. */
const IMPORT_TIMEOUT_MS = 60_000;

/** Sends a menu CSV: `dryRun` only checks it (every row's errors); otherwise any bad row writes nothing. */
export function importMenu(vendorLocationId: string, csv: string, dryRun: boolean): Promise<MenuImportResponse> {
  return callEndpoint(importLocationMenu, {
    params: { vendorLocationId },
    query: { dryRun },
    rawBody: { contentType: 'text/csv', text: csv },
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

export function useImportMenu(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) => importMenu(vendorLocationId, csv, dryRun),
    onSettled: (_answer, _error, { dryRun }) =>
      dryRun ? undefined : queryClient.invalidateQueries(inventoryQueryOptions(vendorLocationId)),
  });
}
