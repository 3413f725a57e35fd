import { type Webhook, type WebhookEventType, webhookEventTypeValues } from '@queueless/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Input } from '#web/components/ui/input';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRedeliver,
  useTestWebhook,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '#web/features/integrations/api/integrations-api';
import { StaffQuery } from '#web/features/staff/components/staff-query';
import { Checkboxes, OnceSecret } from './choices';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : 'Never');

/** A webhook's address and events, for adding one or editing it. */
function WebhookForm(props: {
  /** The form's name for assistive technology (two may be on the page: add and edit). */
  label: string;
  initial: { url: string; eventTypes: WebhookEventType[] };
  submitLabel: string;
  isPending: boolean;
  error: Error | null;
  onSubmit: (body: { url: string; eventTypes: WebhookEventType[] }) => void;
  onCancel?: () => void;
}) {
  const [url, setUrl] = useState(props.initial.url);
  const [types, setTypes] = useState<WebhookEventType[]>(props.initial.eventTypes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit({ url, eventTypes: types });
  };
  return (
    <form onSubmit={submit} aria-label={props.label}>
      <Input label="Address (https://…)" type="url" value={url} onChange={(e) => setUrl(e.target.value)} required />
      <Checkboxes legend="Events" values={webhookEventTypeValues} chosen={types} onChange={setTypes} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={props.isPending || !url || types.length === 0}>
          {props.submitLabel}
        </Button>
        {props.onCancel ? (
          <Button variant="secondary" onClick={props.onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      {props.error ? <p className="text-danger">{props.error.message}</p> : null}
    </form>
  );
}

function Deliveries({ vendorId, webhookId }: { vendorId: string; webhookId: string }) {
  const deliveries = useWebhookDeliveries(vendorId, webhookId, true);
  const redeliver = useRedeliver(vendorId, webhookId);
  return (
    <StaffQuery query={deliveries} loadingLabel="Loading deliveries" errorMessage="We couldn't load the deliveries.">
      {(list) =>
        list.length === 0 ? (
          <p className="text-ink-muted">No deliveries in the last 30 days.</p>
        ) : (
          <ul className="mt-2 text-sm">
            {list.map((d) => (
              <li key={d.deliveryId} className="flex flex-wrap items-center gap-2 py-1">
                <span>{d.eventType}</span>
                <span>{d.status}</span>
                <span>tries {d.attempts}</span>
                <span>{d.lastStatusCode ?? d.lastError ?? ''}</span>
                <span>{d.lastDurationMs !== null ? `${d.lastDurationMs} ms` : ''}</span>
                {d.nextAttemptAt ? <span>next {when(d.nextAttemptAt)}</span> : null}
                <Button variant="secondary" onClick={() => redeliver.mutate(d.deliveryId)}>
                  Redeliver
                </Button>
              </li>
            ))}
          </ul>
        )
      }
    </StaffQuery>
  );
}

/** One webhook: send a test, its deliveries, edit, disable or enable, delete. */
function WebhookRow({ vendorId, webhook }: { vendorId: string; webhook: Webhook }) {
  const [isOpen, setOpen] = useState(false);
  const [isEditing, setEditing] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const test = useTestWebhook(vendorId, webhook.webhookId);
  const update = useUpdateWebhook(vendorId, webhook.webhookId);
  const remove = useDeleteWebhook(vendorId, webhook.webhookId);
  if (isEditing) {
    return (
      <li className="px-4 py-3">
        <WebhookForm
          label="Edit webhook"
          initial={{ url: webhook.url, eventTypes: webhook.eventTypes }}
          submitLabel="Save webhook"
          isPending={update.isPending}
          error={update.error}
          onSubmit={(body) => update.mutate(body, { onSuccess: () => setEditing(false) })}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="wrap-anywhere font-medium">{webhook.url}</span>
        <span className="text-sm text-ink-muted">
          {webhook.enabled ? 'Enabled' : `Disabled ${webhook.disabledReason ?? ''}`}
        </span>
      </div>
      <p className="text-sm text-ink-muted">{webhook.eventTypes.join(', ')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => test.mutate()} disabled={!webhook.enabled}>
          Send test
        </Button>
        <Button variant="secondary" onClick={() => setOpen(!isOpen)} aria-expanded={isOpen}>
          Deliveries
        </Button>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button
          variant="secondary"
          isLoading={update.isPending}
          onClick={() => update.mutate({ enabled: !webhook.enabled })}
        >
          {webhook.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button variant="secondary" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </div>
      {update.isError && !isEditing ? <p className="text-danger">{update.error.message}</p> : null}
      {isOpen ? <Deliveries vendorId={vendorId} webhookId={webhook.webhookId} /> : null}
      <ConfirmDialog
        open={isDeleting}
        onClose={() => setDeleting(false)}
        title="Delete this webhook?"
        description="Nothing more is sent to its address, and its deliveries are deleted."
        confirmLabel="Delete webhook"
        isConfirming={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setDeleting(false) })}
      />
    </li>
  );
}

/** The vendor's webhooks: add one (its secret once), then each one's row. */
export function WebhooksSection({ vendorId }: { vendorId: string }) {
  const hooks = useWebhooks(vendorId);
  const create = useCreateWebhook(vendorId);
  return (
    <section className="mt-8" aria-labelledby="hooks-heading">
      <h2 id="hooks-heading" className="text-lg font-semibold">
        Webhooks
      </h2>
      <WebhookForm
        label="Add a webhook"
        initial={{ url: '', eventTypes: ['order.paid'] }}
        submitLabel="Add webhook"
        isPending={create.isPending}
        error={create.error}
        onSubmit={(body) => create.mutate(body)}
      />
      {create.data ? <OnceSecret secret={create.data.secret} /> : null}
      <StaffQuery query={hooks} loadingLabel="Loading the webhooks" errorMessage="We couldn't load the webhooks.">
        {(list) =>
          list.length === 0 ? (
            <p className="mt-4 text-ink-muted">No webhooks yet.</p>
          ) : (
            <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
              {list.map((webhook) => (
                <WebhookRow key={webhook.webhookId} vendorId={vendorId} webhook={webhook} />
              ))}
            </ul>
          )
        }
      </StaffQuery>
    </section>
  );
}
