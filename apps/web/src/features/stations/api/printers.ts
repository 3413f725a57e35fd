import {
  type CreatePrinterBody,
  createPrinter as createPrinterEndpoint,
  type EditPrinterBody,
  editPrinter as editPrinterEndpoint,
  listPrinters as listPrintersEndpoint,
  type PrinterListResponse,
  type PrinterTokenResponse,
  renewPrinterToken as renewPrinterTokenEndpoint,
  revokePrinter as revokePrinterEndpoint,
  testPrint as testPrintEndpoint,
} from '@queueless/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** The Stations page reads its printers this often, so Online / Offline follows their polls. */
const PRINTERS_REFRESH_MS = 15_000;

export const printersQueryOptions = (vendorLocationId: string) =>
  queryOptions({
    queryKey: ['printers', vendorLocationId],
    queryFn: ({ signal }) =>
      callEndpoint(listPrintersEndpoint, { params: { vendorLocationId }, signal }) as Promise<PrinterListResponse>,
  });

export function usePrinters(vendorLocationId: string) {
  return useQuery({ ...printersQueryOptions(vendorLocationId), refetchInterval: PRINTERS_REFRESH_MS });
}

function useInvalidatePrinters(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: printersQueryOptions(vendorLocationId).queryKey });
}

/** Registers a printer; the answer carries its token, shown this once. */
export function useCreatePrinter(vendorLocationId: string) {
  const invalidate = useInvalidatePrinters(vendorLocationId);
  return useMutation({
    mutationFn: (body: CreatePrinterBody) =>
      callEndpoint(createPrinterEndpoint, { params: { vendorLocationId }, body }) as Promise<PrinterTokenResponse>,
    onSuccess: invalidate,
  });
}

export function useEditPrinter(vendorLocationId: string) {
  const invalidate = useInvalidatePrinters(vendorLocationId);
  return useMutation({
    mutationFn: ({ printerId, ...body }: EditPrinterBody & { printerId: string }) =>
      callEndpoint(editPrinterEndpoint, { params: { vendorLocationId, printerId }, body }),
    onSuccess: invalidate,
  });
}

export function useRevokePrinter(vendorLocationId: string) {
  const invalidate = useInvalidatePrinters(vendorLocationId);
  return useMutation({
    mutationFn: (printerId: string) => callEndpoint(revokePrinterEndpoint, { params: { vendorLocationId, printerId } }),
    onSuccess: invalidate,
  });
}

/** A new token for the printer (the old one stops working), shown this once. */
export function useRenewPrinterToken(vendorLocationId: string) {
  return useMutation({
    mutationFn: (printerId: string) =>
      callEndpoint(renewPrinterTokenEndpoint, {
        params: { vendorLocationId, printerId },
      }) as Promise<PrinterTokenResponse>,
  });
}

export function useTestPrint(vendorLocationId: string) {
  const invalidate = useInvalidatePrinters(vendorLocationId);
  return useMutation({
    mutationFn: (printerId: string) => callEndpoint(testPrintEndpoint, { params: { vendorLocationId, printerId } }),
    onSuccess: invalidate,
  });
}
