import type { AppInstance } from '../../app-types.js';
import { type ConsumerHost, type EventConsumer, registerEventConsumer } from '../domain-events/index.js';
import type { LeadRow, LeadsRepo } from './leads.repo.js';

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
 * Posts each new lead to LEAD_WEBHOOK_URL (a CRM, a chat channel), as the consumer `lead-webhook` of `lead.created`
 * (decision 078): at least once, with the event's id as `webhook-id` so the receiver keeps one of each. A receiver
 * that is down or answers an error fails the batch, tried again after the consumer's back-off (1 s doubling to 5 min);
 * the POST is made outside any transaction (`deliver`), so a slow receiver holds back no other reader. The visitor's
 * answer never waits for it. No URL: nothing is sent (the events are written all the same).
 */
export function leadWebhook({ url, leadsRepo }: { url: string | null; leadsRepo: LeadsRepo }): EventConsumer {
  return {
    name: 'lead-webhook',
    types: ['lead.created'],
    async deliver(event) {
      if (!url) return;
      const lead = await leadsRepo.findLead(event.aggregateId);
      if (!lead) return;
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Queueless lead webhook',
          'webhook-id': String(event.eventId),
        },
        body: JSON.stringify(leadWebhookPayload(lead)),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        redirect: 'error',
      });
      if (!response.ok) throw new Error(`lead webhook answered ${response.status} for lead ${lead.leadId}`);
    },
  };
}

/** Runs the lead webhook's consumer on this API process (the module's `sweeps`). */
export function registerLeadWebhook(app: AppInstance, services: ConsumerHost & { leadWebhook: EventConsumer }): void {
  registerEventConsumer(app, services, services.leadWebhook);
}
