import {
  type AuditLogResponse,
  type CreateLocationBody,
  type CreateVendorBody,
  createVendor as createVendorEndpoint,
  createVendorLocation as createVendorLocationEndpoint,
  getMyVenues as getMyVenuesEndpoint,
  getSetupStatus as getSetupStatusEndpoint,
  getVendorSettings as getVendorSettingsEndpoint,
  type LocationSettings,
  listAuditLog as listAuditLogEndpoint,
  listLocationSettings as listLocationSettingsEndpoint,
  listOperators as listOperatorsEndpoint,
  listOperatorVendors as listOperatorVendorsEndpoint,
  suspendVendor as suspendVendorEndpoint,
  type UpdateLocationBody,
  type UpdateVendorBody,
  updateVendor as updateVendorEndpoint,
  updateVendorLocation as updateVendorLocationEndpoint,
  type VendorSettings,
} from '@queueless/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Day one for an operator (decision 055): the calls of the operator console, venue settings, locations, audit log. */

const keys = {
  myVenues: ['operators', 'my-venues'] as const,
  setupStatus: ['operators', 'setup-status'] as const,
  operatorVendors: ['operators', 'operator-vendors'] as const,
  operators: ['operators', 'operators'] as const,
  vendor: (vendorId: string) => ['operators', 'vendor', vendorId] as const,
  locations: (vendorId: string) => ['operators', 'locations', vendorId] as const,
  auditLog: (vendorId: string, filter: AuditFilter) => ['operators', 'audit-log', vendorId, filter] as const,
};

export function useSetupStatus() {
  return useQuery({
    queryKey: keys.setupStatus,
    queryFn: ({ signal }) => callEndpoint(getSetupStatusEndpoint, { signal }),
    staleTime: 60_000,
  });
}

export function useMyVenues() {
  return useQuery({ queryKey: keys.myVenues, queryFn: ({ signal }) => callEndpoint(getMyVenuesEndpoint, { signal }) });
}

export function useOperatorVendors() {
  return useQuery({
    queryKey: keys.operatorVendors,
    queryFn: async ({ signal }) => (await callEndpoint(listOperatorVendorsEndpoint, { signal })).items,
  });
}

export function useOperators() {
  return useQuery({
    queryKey: keys.operators,
    queryFn: async ({ signal }) => (await callEndpoint(listOperatorsEndpoint, { signal })).items,
  });
}

export function useVendorSettings(vendorId: string) {
  return useQuery({
    queryKey: keys.vendor(vendorId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(getVendorSettingsEndpoint, { params: { vendorId }, signal })).vendor,
  });
}

export function useLocationSettings(vendorId: string) {
  return useQuery({
    queryKey: keys.locations(vendorId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(listLocationSettingsEndpoint, { params: { vendorId }, signal })).items,
  });
}

/** Everything a vendor change may show in: the lists, the vendor, the public vendor read. */
function useInvalidateVendor() {
  const queryClient = useQueryClient();
  return (vendorId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['operators'] }),
      queryClient.invalidateQueries({ queryKey: ['vendors', vendorId] }),
    ]);
}

export function useCreateVendor() {
  const invalidate = useInvalidateVendor();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: CreateVendorBody): Promise<VendorSettings> =>
      (await callEndpoint(createVendorEndpoint, { body })).vendor,
    onSettled: (vendor) => invalidate(vendor?.vendorId ?? ''),
  });
}

export function useUpdateVendor(vendorId: string) {
  const invalidate = useInvalidateVendor();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: UpdateVendorBody): Promise<VendorSettings> =>
      (await callEndpoint(updateVendorEndpoint, { params: { vendorId }, body })).vendor,
    onSettled: () => invalidate(vendorId),
  });
}

export function useSuspendVendor() {
  const invalidate = useInvalidateVendor();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ vendorId, suspended }: { vendorId: string; suspended: boolean }) =>
      (await callEndpoint(suspendVendorEndpoint, { params: { vendorId }, body: { suspended } })).vendor,
    onSettled: (_data, _error, { vendorId }) => invalidate(vendorId),
  });
}

export function useCreateLocation(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: CreateLocationBody): Promise<LocationSettings> =>
      (await callEndpoint(createVendorLocationEndpoint, { body })).vendorLocation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.locations(vendorId) }),
  });
}

export function useUpdateLocation(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ vendorLocationId, body }: { vendorLocationId: string; body: UpdateLocationBody }) =>
      (await callEndpoint(updateVendorLocationEndpoint, { params: { vendorLocationId }, body })).vendorLocation,
    onSettled: (location) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.locations(vendorId) }),
        queryClient.invalidateQueries({ queryKey: ['vendor-locations', location?.vendorLocationId] }),
      ]),
  });
}

export type AuditFilter = { phoneNumber?: string; entityType?: string; from?: string; to?: string };

export function useAuditLog(vendorId: string, filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: keys.auditLog(vendorId, filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<AuditLogResponse> =>
      callEndpoint(listAuditLogEndpoint, {
        params: { vendorId },
        query: { ...filter, ...(pageParam ? { nextToken: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (page) => page.nextToken ?? undefined,
  });
}
