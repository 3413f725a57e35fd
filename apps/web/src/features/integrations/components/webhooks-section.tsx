import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';
import { Checkboxes, OnceSecret } from './choices';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(intlTag(i18n.locale)) : t`Never`);

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
  const { t } = useLingui();
  const [url, setUrl] = useState(props.initial.url);
  const [types, setTypes] = useState<WebhookEventType[]>(props.initial.eventTypes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit({ url, eventTypes: types });
  };
  return (
    <form onSubmit={submit} aria-label={props.label}>
      <Input label={t`Address (https://…)`} type="url" value={url} onChange={(e) => setUrl(e.target.value)} required />
      <Checkboxes legend={t`Events`} values={webhookEventTypeValues} chosen={types} onChange={setTypes} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={props.isPending || !url || types.length === 0}>
          {props.submitLabel}
        </Button>
        {props.onCancel ? (
          <Button variant="secondary" onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
      {props.error ? <p className="text-danger">{props.error.message}</p> : null}
    </form>
  );
}

function Deliveries({ vendorId, webhookId }: { vendorId: string; webhookId: string }) {
  const { t } = useLingui();
  const deliveries = useWebhookDeliveries(vendorId, webhookId, true);
  const redeliver = useRedeliver(vendorId, webhookId);
  return (
    <StaffQuery
      query={deliveries}
      loadingLabel={t`Loading deliveries`}
      errorMessage={t`We couldn't load the deliveries.`}
    >
      {(list) =>
        list.length === 0 ? (
          <p className="text-ink-muted">
            <Trans>No deliveries in the last 30 days.</Trans>
          </p>
        ) : (
          <ul className="mt-2 text-sm">
            {list.map((d) => (
              <li key={d.deliveryId} className="flex flex-wrap items-center gap-2 py-1">
                <span>{d.eventType}</span>
                <span>{d.status}</span>
                <span>
                  <Trans>tries {d.attempts}</Trans>
                </span>
                <span>{d.lastStatusCode ?? d.lastError ?? ''}</span>
                <span>{d.lastDurationMs !== null ? `${d.lastDurationMs} ms` : ''}</span>
                {d.nextAttemptAt ? (
                  <span>
                    <Trans>next {when(d.nextAttemptAt)}</Trans>
                  </span>
                ) : null}
                <Button variant="secondary" onClick={() => redeliver.mutate(d.deliveryId)}>
                  <Trans>Redeliver</Trans>
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
  const { t } = useLingui();
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
          label={t`Edit webhook`}
          initial={{ url: webhook.url, eventTypes: webhook.eventTypes }}
          submitLabel={t`Save webhook`}
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
          {webhook.enabled ? t`Enabled` : t`Disabled ${webhook.disabledReason ?? ''}`}
        </span>
      </div>
      <p className="text-sm text-ink-muted">{webhook.eventTypes.join(', ')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => test.mutate()} disabled={!webhook.enabled}>
          <Trans>Send test</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setOpen(!isOpen)} aria-expanded={isOpen}>
          <Trans>Deliveries</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          <Trans>Edit</Trans>
        </Button>
        <Button
          variant="secondary"
          isLoading={update.isPending}
          onClick={() => update.mutate({ enabled: !webhook.enabled })}
        >
          {webhook.enabled ? t`Disable` : t`Enable`}
        </Button>
        <Button variant="secondary" onClick={() => setDeleting(true)}>
          <Trans>Delete</Trans>
        </Button>
      </div>
      {update.isError && !isEditing ? <p className="text-danger">{update.error.message}</p> : null}
      {isOpen ? <Deliveries vendorId={vendorId} webhookId={webhook.webhookId} /> : null}
      <ConfirmDialog
        open={isDeleting}
        onClose={() => setDeleting(false)}
        title={t`Delete this webhook?`}
        description={t`Nothing more is sent to its address, and its deliveries are deleted.`}
        confirmLabel={t`Delete webhook`}
        isConfirming={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setDeleting(false) })}
      />
    </li>
  );
}

/** The vendor's webhooks: add one (its secret once), then each one's row. */
export function WebhooksSection({ vendorId }: { vendorId: string }) {
  const { t } = useLingui();
  const hooks = useWebhooks(vendorId);
  const create = useCreateWebhook(vendorId);
  return (
    <section className="mt-8" aria-labelledby="hooks-heading">
      <h2 id="hooks-heading" className="text-lg font-semibold">
        <Trans>Webhooks</Trans>
      </h2>
      <WebhookForm
        label={t`Add a webhook`}
        initial={{ url: '', eventTypes: ['order.paid'] }}
        submitLabel={t`Add webhook`}
        isPending={create.isPending}
        error={create.error}
        onSubmit={(body) => create.mutate(body)}
      />
      {create.data ? <OnceSecret secret={create.data.secret} /> : null}
      <StaffQuery query={hooks} loadingLabel={t`Loading the webhooks`} errorMessage={t`We couldn't load the webhooks.`}>
        {(list) =>
          list.length === 0 ? (
            <p className="mt-4 text-ink-muted">
              <Trans>No webhooks yet.</Trans>
            </p>
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
