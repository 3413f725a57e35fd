import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiKey, type ApiKeyScope, apiKeyScopeValues, type VendorLocation } from '@queueless/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '#web/features/integrations/api/integrations-api';
import { StaffQuery } from '#web/features/staff/components/staff-query';
import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';
import { Checkboxes, OnceSecret } from './choices';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(intlTag(i18n.locale)) : t`Never`);

/** Where a key may act: every location, or the names of those it is limited to. */
function placesOf(key: ApiKey, locations: VendorLocation[]): string {
  if (!key.vendorLocationIds) return t`Every location`;
  const names = key.vendorLocationIds.map(
    (id) => locations.find((location) => location.vendorLocationId === id)?.description ?? id,
  );
  return t`Only ${names.join(', ')}`;
}

/** The vendor's API keys: create one (scopes, optionally limited to some locations), see its secret once, revoke. */
export function ApiKeysSection({ vendorId, locations }: { vendorId: string; locations: VendorLocation[] }) {
  const { t } = useLingui();
  const keys = useApiKeys(vendorId);
  const create = useCreateApiKey(vendorId);
  const revoke = useRevokeApiKey(vendorId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['orders:read']);
  const [places, setPlaces] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scopes, ...(places.length > 0 ? { vendorLocationIds: places } : {}) });
  };
  const labelOfPlace = (id: string) =>
    locations.find((location) => location.vendorLocationId === id)?.description ?? id;
  return (
    <section className="mt-6" aria-labelledby="keys-heading">
      <h2 id="keys-heading" className="text-lg font-semibold">
        <Trans>API keys</Trans>
      </h2>
      <form onSubmit={submit}>
        <Input label={t`Name`} value={name} onChange={(e) => setName(e.target.value)} required maxLength={80} />
        <Checkboxes legend={t`Scopes`} values={apiKeyScopeValues} chosen={scopes} onChange={setScopes} />
        {locations.length > 0 ? (
          <Checkboxes
            legend={t`Locations (none chosen: every location)`}
            values={locations.map((location) => location.vendorLocationId)}
            chosen={places}
            onChange={setPlaces}
            labelOf={labelOfPlace}
          />
        ) : null}
        <Button type="submit" disabled={create.isPending || !name.trim() || scopes.length === 0}>
          <Trans>Create key</Trans>
        </Button>
        {create.isError ? <p className="text-danger">{create.error.message}</p> : null}
      </form>
      {create.data ? <OnceSecret secret={create.data.secret} /> : null}
      <StaffQuery query={keys} loadingLabel={t`Loading the keys`} errorMessage={t`We couldn't load the keys.`}>
        {(list) =>
          list.length === 0 ? (
            <p className="mt-4 text-ink-muted">
              <Trans>No keys yet.</Trans>
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
              {list.map((key) => (
                <li key={key.apiKeyId} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <span className="font-medium">{key.name}</span>
                  <code className="text-sm">{key.secretHint}…</code>
                  <span className="text-sm text-ink-muted">{key.scopes.join(', ')}</span>
                  <span className="text-sm text-ink-muted">{placesOf(key, locations)}</span>
                  <span className="text-sm text-ink-muted">
                    <Trans>Last used: {when(key.lastUsedAt)}</Trans>
                  </span>
                  <Button variant="secondary" className="ml-auto" onClick={() => revoke.mutate(key.apiKeyId)}>
                    <Trans>Revoke {key.name}</Trans>
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
