import {
  type ApiKeyScope,
  apiKeyScopeValues,
  toCsv,
  type Webhook,
  type WebhookEventType,
  webhookEventTypeValues,
} from '@queueless/contracts';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import {
  fetchAccountingExport,
  useApiKeys,
  useCreateApiKey,
  useCreateWebhook,
  useRedeliver,
  useRevokeApiKey,
  useTestWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '#web/features/integrations/api/integrations-api';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { StaffQuery } from '#web/features/staff/components/staff-query';
import { staffPaths } from '#web/lib/staff-paths';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : 'Never');

function Checkboxes<T extends string>(props: {
  legend: string;
  values: readonly T[];
  chosen: T[];
  onChange: (v: T[]) => void;
}) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-1 text-sm font-medium">{props.legend}</legend>
      <div className="grid grid-cols-2 gap-1 lg:grid-cols-4">
        {props.values.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={props.chosen.includes(value)}
              onChange={(e) =>
                props.onChange(e.target.checked ? [...props.chosen, value] : props.chosen.filter((v) => v !== value))
              }
            />
            {value}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A secret shown once, with a copy button. */
function OnceSecret({ secret }: { secret: string }) {
  return (
    <div className="my-4 rounded-2xl border border-line bg-surface p-4" role="status">
      <p className="text-sm font-medium">Copy it now: it will not be shown again.</p>
      <code className="block wrap-anywhere text-sm">{secret}</code>
      <Button variant="secondary" className="mt-2" onClick={() => void navigator.clipboard?.writeText(secret)}>
        Copy
      </Button>
    </div>
  );
}

function ApiKeysSection({ vendorId }: { vendorId: string }) {
  const keys = useApiKeys(vendorId);
  const create = useCreateApiKey(vendorId);
  const revoke = useRevokeApiKey(vendorId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['orders:read']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scopes });
  };
  return (
    <section className="mt-6" aria-labelledby="keys-heading">
      <h2 id="keys-heading" className="text-lg font-semibold">
        API keys
      </h2>
      <form onSubmit={submit}>
        <Input label="Name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={80} />
        <Checkboxes legend="Scopes" values={apiKeyScopeValues} chosen={scopes} onChange={setScopes} />
        <Button type="submit" disabled={create.isPending || !name.trim() || scopes.length === 0}>
          Create key
        </Button>
        {create.isError ? <p className="text-danger">{create.error.message}</p> : null}
      </form>
      {create.data ? <OnceSecret secret={create.data.secret} /> : null}
      <StaffQuery query={keys} loadingLabel="Loading the keys" errorMessage="We couldn't load the keys.">
        {(list) =>
          list.length === 0 ? (
            <p className="mt-4 text-ink-muted">No keys yet.</p>
          ) : (
            <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
              {list.map((key) => (
                <li key={key.apiKeyId} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <span className="font-medium">{key.name}</span>
                  <code className="text-sm">{key.secretHint}…</code>
                  <span className="text-sm text-ink-muted">{key.scopes.join(', ')}</span>
                  <span className="text-sm text-ink-muted">Last used: {when(key.lastUsedAt)}</span>
                  <Button variant="secondary" className="ml-auto" onClick={() => revoke.mutate(key.apiKeyId)}>
                    Revoke {key.name}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </StaffQuery>
    </section>
  );
}

function WebhookRow({ vendorId, webhook }: { vendorId: string; webhook: Webhook }) {
  const [open, setOpen] = useState(false);
  const deliveries = useWebhookDeliveries(vendorId, webhook.webhookId, open);
  const test = useTestWebhook(vendorId, webhook.webhookId);
  const redeliver = useRedeliver(vendorId, webhook.webhookId);
  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="wrap-anywhere font-medium">{webhook.url}</span>
        <span className="text-sm text-ink-muted">
          {webhook.enabled ? 'Enabled' : `Disabled ${webhook.disabledReason ?? ''}`}
        </span>
        <Button variant="secondary" onClick={() => test.mutate()} disabled={!webhook.enabled}>
          Send test
        </Button>
        <Button variant="secondary" onClick={() => setOpen(!open)} aria-expanded={open}>
          Deliveries
        </Button>
      </div>
      <p className="text-sm text-ink-muted">{webhook.eventTypes.join(', ')}</p>
      {open ? (
        <StaffQuery
          query={deliveries}
          loadingLabel="Loading deliveries"
          errorMessage="We couldn't load the deliveries."
        >
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
      ) : null}
    </li>
  );
}

function WebhooksSection({ vendorId }: { vendorId: string }) {
  const hooks = useWebhooks(vendorId);
  const create = useCreateWebhook(vendorId);
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<WebhookEventType[]>(['order.paid']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ url, eventTypes: types });
  };
  return (
    <section className="mt-8" aria-labelledby="hooks-heading">
      <h2 id="hooks-heading" className="text-lg font-semibold">
        Webhooks
      </h2>
      <form onSubmit={submit}>
        <Input label="Address (https://…)" type="url" value={url} onChange={(e) => setUrl(e.target.value)} required />
        <Checkboxes legend="Events" values={webhookEventTypeValues} chosen={types} onChange={setTypes} />
        <Button type="submit" disabled={create.isPending || !url || types.length === 0}>
          Add webhook
        </Button>
        {create.isError ? <p className="text-danger">{create.error.message}</p> : null}
      </form>
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

function ExportSection({ vendorId }: { vendorId: string }) {
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      const report = await fetchAccountingExport(vendorId, from, to);
      const header = Object.keys(report.days[0] ?? { date: '' });
      const csv = toCsv([
        header,
        ...report.days.map((d) => header.map((k) => (d as Record<string, string | number | null>)[k] ?? null)),
      ]);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      link.download = `queueless-${vendorId}-${from}-${to}.csv`;
      link.click();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'We couldn’t make the export.');
    }
  };
  return (
    <section className="mt-8" aria-labelledby="export-heading">
      <h2 id="export-heading" className="text-lg font-semibold">
        Accountant’s export
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <Input label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <Input label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <Button onClick={() => void download()}>Download CSV</Button>
      {error ? <p className="text-danger">{error}</p> : null}
    </section>
  );
}

/** /staff/venue/{vendorId}/integrations: API keys, webhooks and the export (ADMIN and above; issue 41). */
export function IntegrationsPage() {
  const { vendorId = '' } = useParams();
  return (
    <StaffPage
      title="Integrations"
      back={{ to: staffPaths.staffVenueSettings(vendorId), label: 'Back to venue settings' }}
      isWide
    >
      <ApiKeysSection vendorId={vendorId} />
      <WebhooksSection vendorId={vendorId} />
      <ExportSection vendorId={vendorId} />
    </StaffPage>
  );
}
