import type { OptionSalesResponse } from '@queueless/contracts';
import { getOptionSales as getOptionSalesEndpoint } from '@queueless/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { analyticsQueryTimes } from './analytics-query';

/** How often each option was chosen in the month ("YYYY-MM", the vendor's time zone) and its revenue, net of refunds. */
export function getOptionSales(vendorId: string, month: string, signal?: AbortSignal): Promise<OptionSalesResponse> {
  return callEndpoint(getOptionSalesEndpoint, { params: { vendorId, month }, signal });
}

export function optionSalesQueryOptions(vendorId: string, month: string) {
  return queryOptions({
    queryKey: ['analytics', vendorId, 'option-sales', month],
    queryFn: ({ signal }) => getOptionSales(vendorId, month, signal),
    ...analyticsQueryTimes,
  });
}

/** Keeps the last month on screen while the next one loads. */
export function useOptionSales(vendorId: string, month: string) {
  return useQuery({ ...optionSalesQueryOptions(vendorId, month), placeholderData: keepPreviousData });
}
