import { Trans, useLingui } from '@lingui/react/macro';
import type { Product, Station, StationRoute } from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Select } from '#web/components/ui/select';
import { PRODUCT_TYPE_OPTIONS } from '#web/features/inventory/product-form';
import { useSetStationRoutes } from '#web/features/stations/api/stations';
import { choicesToRoutes, type RouteChoices, routesToChoices } from '#web/features/stations/station-routes';
import { isApiError } from '#web/lib/api-client';

type RoutesSectionProps = {
  vendorLocationId: string;
  stations: Station[];
  routes: StationRoute[];
  products: Product[];
};

function StationSelect({
  label,
  value,
  stations,
  defaultLabel,
  onChange,
}: {
  label: string;
  value: string;
  stations: Station[];
  defaultLabel: string;
  onChange: (stationId: string) => void;
}) {
  return (
    <Select label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{defaultLabel}</option>
      {stations.map((station) => (
        <option key={station.stationId} value={station.stationId}>
          {station.name}
        </option>
      ))}
    </Select>
  );
}

/**
 * Where each product goes: by its type, by its group, or the product itself (the most specific wins); a product no
 * route names goes to the first station (decision 088).
 */
export function RoutesSection({ vendorLocationId, stations, routes, products }: RoutesSectionProps) {
  const { t } = useLingui();
  const save = useSetStationRoutes(vendorLocationId);
  const [choices, setChoices] = useState<RouteChoices>(() => routesToChoices(routes));
  const first = stations[0]?.name ?? '';
  const groups = [...new Set(products.map((product) => product.groupId).filter((id): id is string => id !== null))];
  const choose = (kind: keyof RouteChoices, key: string, stationId: string) => {
    save.reset();
    setChoices((current) => ({ ...current, [kind]: { ...current[kind], [key]: stationId } }));
  };
  return (
    <section aria-labelledby="routing-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="routing-heading" className="text-xl font-semibold">
          <Trans>Routing</Trans>
        </h2>
        <p className="text-sm text-ink-muted">
          <Trans>A product goes to the station named for it, else its group’s, else its type’s, else {first}.</Trans>
        </p>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 font-semibold">
          <Trans>By product type</Trans>
        </legend>
        {PRODUCT_TYPE_OPTIONS.map((type) => (
          <StationSelect
            key={type.value}
            label={type.label}
            value={choices.byType[type.value] ?? ''}
            stations={stations}
            defaultLabel={t`${first} (first station)`}
            onChange={(stationId) => choose('byType', type.value, stationId)}
          />
        ))}
      </fieldset>
      {groups.length > 0 && (
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 font-semibold">
            <Trans>By product group</Trans>
          </legend>
          {groups.map((groupId) => (
            <StationSelect
              key={groupId}
              label={t`Group ${groupId}`}
              value={choices.byGroup[groupId] ?? ''}
              stations={stations}
              defaultLabel={t`As its type`}
              onChange={(stationId) => choose('byGroup', groupId, stationId)}
            />
          ))}
        </fieldset>
      )}
      {products.length > 0 && (
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 font-semibold">
            <Trans>By product</Trans>
          </legend>
          {products.map((product) => (
            <StationSelect
              key={product.productId}
              label={product.variantName ? `${product.name} (${product.variantName})` : product.name}
              value={choices.byProduct[product.productId] ?? ''}
              stations={stations}
              defaultLabel={t`As its group or type`}
              onChange={(stationId) => choose('byProduct', product.productId, stationId)}
            />
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" isLoading={save.isPending} onClick={() => save.mutate(choicesToRoutes(choices))}>
          <Trans>Save routing</Trans>
        </Button>
        <span role="status" className="text-success">
          {save.isSuccess ? t`Routing saved.` : ''}
        </span>
      </div>
      {save.error && (
        <p role="alert" className="text-danger">
          {isApiError(save.error) ? save.error.message : t`Could not save the routing. Please try again.`}
        </p>
      )}
    </section>
  );
}
