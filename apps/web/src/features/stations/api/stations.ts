import {
  type CreateStationBody,
  createStation as createStationEndpoint,
  type EditStationBody,
  editStation as editStationEndpoint,
  listStations as listStationsEndpoint,
  removeStation as removeStationEndpoint,
  type SetStationRoutesBody,
  type StationListResponse,
  setStationRoutes as setStationRoutesEndpoint,
} from '@queueless/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

export const stationsQueryOptions = (vendorLocationId: string) =>
  queryOptions({
    queryKey: ['stations', vendorLocationId],
    queryFn: ({ signal }) =>
      callEndpoint(listStationsEndpoint, { params: { vendorLocationId }, signal }) as Promise<StationListResponse>,
  });

/** The location's stations (in their order) and its routes. */
export function useStations(vendorLocationId: string) {
  return useQuery(stationsQueryOptions(vendorLocationId));
}

function useInvalidateStations(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: stationsQueryOptions(vendorLocationId).queryKey });
}

export function useCreateStation(vendorLocationId: string) {
  const invalidate = useInvalidateStations(vendorLocationId);
  return useMutation({
    mutationFn: (body: CreateStationBody) =>
      callEndpoint(createStationEndpoint, { params: { vendorLocationId }, body }),
    onSuccess: invalidate,
  });
}

export function useEditStation(vendorLocationId: string) {
  const invalidate = useInvalidateStations(vendorLocationId);
  return useMutation({
    mutationFn: ({ stationId, ...body }: EditStationBody & { stationId: string }) =>
      callEndpoint(editStationEndpoint, { params: { vendorLocationId, stationId }, body }),
    onSuccess: invalidate,
  });
}

export function useRemoveStation(vendorLocationId: string) {
  const invalidate = useInvalidateStations(vendorLocationId);
  return useMutation({
    mutationFn: (stationId: string) => callEndpoint(removeStationEndpoint, { params: { vendorLocationId, stationId } }),
    onSuccess: invalidate,
  });
}

/** Replaces the location's routes; the answer is the list as it now stands. */
export function useSetStationRoutes(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetStationRoutesBody) =>
      callEndpoint(setStationRoutesEndpoint, { params: { vendorLocationId }, body }) as Promise<StationListResponse>,
    onSuccess: (list) => queryClient.setQueryData(stationsQueryOptions(vendorLocationId).queryKey, list),
  });
}
