import {
  completeSimulatedOnboarding as completeSimulatedOnboardingEndpoint,
  completeVendorOauth as completeVendorOauthEndpoint,
  disconnectVendorAccount as disconnectVendorAccountEndpoint,
  getOperatorPayments as getOperatorPaymentsEndpoint,
  getVendorPayments as getVendorPaymentsEndpoint,
  setVendorPayments as setVendorPaymentsEndpoint,
  startVendorOauth as startVendorOauthEndpoint,
  startVendorOnboarding as startVendorOnboardingEndpoint,
  type VendorPaymentsBody,
} from '@queueless/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Each vendor's money to its own account (decision 091): the vendor's and the operator's payment pages. */

const keys = {
  all: ['connect'] as const,
  vendor: (vendorId: string) => ['connect', 'vendor', vendorId] as const,
  operator: ['connect', 'operator'] as const,
};

export function useVendorPayments(vendorId: string) {
  return useQuery({
    queryKey: keys.vendor(vendorId),
    queryFn: ({ signal }) => callEndpoint(getVendorPaymentsEndpoint, { params: { vendorId }, signal }),
  });
}

export function useOperatorPayments() {
  return useQuery({
    queryKey: keys.operator,
    queryFn: ({ signal }) => callEndpoint(getOperatorPaymentsEndpoint, { signal }),
  });
}

export function useSetVendorPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ vendorId, body }: { vendorId: string; body: VendorPaymentsBody }) =>
      (await callEndpoint(setVendorPaymentsEndpoint, { params: { vendorId }, body })).payments,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Answers the onboarding link (Stripe's, or the simulated page's). */
export function useStartOnboarding(vendorId: string) {
  return useMutation({
    networkMode: 'always',
    mutationFn: async () => (await callEndpoint(startVendorOnboardingEndpoint, { params: { vendorId } })).url,
  });
}

export function useCompleteSimulatedOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ accountId, secret }: { accountId: string; secret: string }) =>
      (await callEndpoint(completeSimulatedOnboardingEndpoint, { params: { accountId }, body: { secret } })).payments,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Answers Stripe's consent page for a vendor that already has a Stripe account (a Standard account, OAuth). */
export function useStartOauth(vendorId: string) {
  return useMutation({
    networkMode: 'always',
    mutationFn: async () => (await callEndpoint(startVendorOauthEndpoint, { params: { vendorId } })).url,
  });
}

/** Sends Stripe's return (code and state) on to the server, which connects the account. */
export function useCompleteOauth() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: { code: string; state: string }) =>
      (await callEndpoint(completeVendorOauthEndpoint, { body })).payments,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDisconnectAccount(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async () => (await callEndpoint(disconnectVendorAccountEndpoint, { params: { vendorId } })).payments,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
