import type { FastifyBaseLogger } from 'fastify';
import type { LeadRow } from './leads.repo.js';

export type LeadNotifier = (lead: LeadRow) => Promise<void>;

const WEBHOOK_TIMEOUT_MS = 5000;

/** The JSON a webhook receives for each new lead. */
export function leadWebhookPayload(lead: LeadRow) {
  return {
    type: 'lead.created',
    lead: {
      leadId: lead.leadId,
      companyName: lead.companyName,
      fullName: lead.fullName,
      phone: lead.phone,
      email: lead.email,
      message: lead.message,
      createdAt: lead.createdAt.toISOString(),
    },
  };
}

/**
 * Posts each new lead to LEAD_WEBHOOK_URL (a CRM, a chat channel). Called after the lead is stored;
 * a failure is logged and never reaches the visitor. No URL: nothing is sent.
 */
export function createLeadWebhook({ url, log }: { url: string | null; log: FastifyBaseLogger }): LeadNotifier {
  return async (lead) => {
    if (!url) return;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Queueless lead webhook' },
        body: JSON.stringify(leadWebhookPayload(lead)),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        redirect: 'error',
      });
      if (!response.ok) log.warn({ leadId: lead.leadId, status: response.status }, 'lead webhook answered an error');
    } catch (error) {
      log.warn({ leadId: lead.leadId, err: error }, 'lead webhook failed');
    }
  };
}
