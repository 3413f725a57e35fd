import { listDevices, listScanReports, revokeDevice } from '@queueless/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

const devicesKey = (vendorId: string) => ['vendors', vendorId, 'devices'];

/** The vendor's enrolled devices (MANAGER and above), re-read every 30 s while the page is open. */
export function useDevices(vendorId: string | undefined) {
  return useQuery({
    queryKey: devicesKey(vendorId ?? ''),
    queryFn: ({ signal }) => callEndpoint(listDevices, { params: { vendorId: vendorId ?? '' }, signal }),
    enabled: Boolean(vendorId),
    refetchInterval: 30_000,
  });
}

/** The devices' scans that were not applied: conflicts and refusals. */
export function useScanReports(vendorId: string | undefined) {
  return useQuery({
    queryKey: [...devicesKey(vendorId ?? ''), 'reports'],
    queryFn: ({ signal }) => callEndpoint(listScanReports, { params: { vendorId: vendorId ?? '' }, signal }),
    enabled: Boolean(vendorId),
    refetchInterval: 30_000,
  });
}

export function useRevokeDevice(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => callEndpoint(revokeDevice, { params: { vendorId, deviceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey(vendorId) }),
  });
}
