import {
  type AvailableGleventsResponse,
  CITY_SEARCH_RADIUS_MILES,
  listAvailableGlevents as listAvailableGleventsEndpoint,
} from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

export type CityPoint = { latitude: number; longitude: number };

/** Guest-list events within 50 miles of a city that have not ended. */
export function getAvailableEvents(point: CityPoint, signal?: AbortSignal): Promise<AvailableGleventsResponse> {
  return callEndpoint(listAvailableGleventsEndpoint, {
    signal,
    query: { latitude: point.latitude, longitude: point.longitude, radiusMiles: CITY_SEARCH_RADIUS_MILES },
  });
}

export function availableEventsQueryOptions(point: CityPoint) {
  return queryOptions({
    queryKey: ['glevents', 'available', point.latitude, point.longitude],
    queryFn: ({ signal }) => getAvailableEvents(point, signal),
  });
}

export function useAvailableEvents(point: CityPoint | null) {
  return useQuery({ ...availableEventsQueryOptions(point ?? { latitude: 0, longitude: 0 }), enabled: point !== null });
}
