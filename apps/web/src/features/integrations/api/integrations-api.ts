import {
  type CreateApiKeyBody,
  type CreateWebhookBody,
  createApiKey as createApiKeyEndpoint,
  createWebhook as createWebhookEndpoint,
  deleteWebhook as deleteWebhookEndpoint,
  getAccountingExport as getAccountingExportEndpoint,
  listApiKeys as listApiKeysEndpoint,
  listWebhookDeliveries as listWebhookDeliveriesEndpoint,
  listWebhooks as listWebhooksEndpoint,
  redeliverWebhookDelivery as redeliverEndpoint,
  revokeApiKey as revokeApiKeyEndpoint,
  testWebhook as testWebhookEndpoint,
  type UpdateWebhookBody,
  updateWebhook as updateWebhookEndpoint,
} from '@queueless/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** The Integrations page's calls (issue 41, decision 089). */
const keys = {
  apiKeys: (vendorId: string) => ['integrations', 'api-keys', vendorId] as const,
  webhooks: (vendorId: string) => ['integrations', 'webhooks', vendorId] as const,
  deliveries: (vendorId: string, webhookId: string) => ['integrations', 'deliveries', vendorId, webhookId] as const,
};

export function useApiKeys(vendorId: string) {
  return useQuery({
    queryKey: keys.apiKeys(vendorId),
    queryFn: async ({ signal }) => (await callEndpoint(listApiKeysEndpoint, { params: { vendorId }, signal })).apiKeys,
  });
}

export function useCreateApiKey(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: CreateApiKeyBody) => callEndpoint(createApiKeyEndpoint, { params: { vendorId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.apiKeys(vendorId) }),
  });
}

export function useRevokeApiKey(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (apiKeyId: string) => callEndpoint(revokeApiKeyEndpoint, { params: { vendorId, apiKeyId } }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.apiKeys(vendorId) }),
  });
}

export function useWebhooks(vendorId: string) {
  return useQuery({
    queryKey: keys.webhooks(vendorId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(listWebhooksEndpoint, { params: { vendorId }, signal })).webhooks,
  });
}

export function useCreateWebhook(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: CreateWebhookBody) => callEndpoint(createWebhookEndpoint, { params: { vendorId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.webhooks(vendorId) }),
  });
}

/** Edits a webhook: its address, its events, or enabled (a disabled one is sent nothing). */
export function useUpdateWebhook(vendorId: string, webhookId: string) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: UpdateWebhookBody) =>
      callEndpoint(updateWebhookEndpoint, { params: { vendorId, webhookId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.webhooks(vendorId) }),
  });
}

/** Deletes a webhook and its deliveries. */
export function useDeleteWebhook(vendorId: string, webhookId: string) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: () => callEndpoint(deleteWebhookEndpoint, { params: { vendorId, webhookId } }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.webhooks(vendorId) }),
  });
}

export function useWebhookDeliveries(vendorId: string, webhookId: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.deliveries(vendorId, webhookId),
    enabled,
    queryFn: async ({ signal }) =>
      (await callEndpoint(listWebhookDeliveriesEndpoint, { params: { vendorId, webhookId }, signal })).deliveries,
  });
}

export function useTestWebhook(vendorId: string, webhookId: string) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: () => callEndpoint(testWebhookEndpoint, { params: { vendorId, webhookId } }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.deliveries(vendorId, webhookId) }),
  });
}

export function useRedeliver(vendorId: string, webhookId: string) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (deliveryId: number) =>
      callEndpoint(redeliverEndpoint, { params: { vendorId, webhookId, deliveryId } }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.deliveries(vendorId, webhookId) }),
  });
}

/** The accountant's export as JSON, of the vendor or one location (the page writes the CSV with the one CSV writer). */
export function fetchAccountingExport(vendorId: string, from: string, to: string, vendorLocationId?: string) {
  return callEndpoint(getAccountingExportEndpoint, {
    params: { vendorId },
    query: { from, to, ...(vendorLocationId ? { vendorLocationId } : {}) },
  });
}
