import { Trans, useLingui } from '@lingui/react/macro';
import { toCsv, type VendorLocation } from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { fetchAccountingExport } from '#web/features/integrations/api/integrations-api';

/** The accountant's export as CSV: a date range, of the whole vendor or one location. */
export function ExportSection({ vendorId, locations }: { vendorId: string; locations: VendorLocation[] }) {
  const { t } = useLingui();
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [place, setPlace] = useState('');
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      const report = await fetchAccountingExport(vendorId, from, to, place || undefined);
      const header = Object.keys(report.days[0] ?? { date: '' });
      const csv = toCsv([
        header,
        ...report.days.map((d) => header.map((k) => (d as Record<string, string | number | null>)[k] ?? null)),
      ]);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      link.download = `queueless-${place || vendorId}-${from}-${to}.csv`;
      link.click();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t`We couldn’t make the export.`);
    }
  };
  return (
    <section className="mt-8" aria-labelledby="export-heading">
      <h2 id="export-heading" className="text-lg font-semibold">
        <Trans>Accountant’s export</Trans>
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <Input label={t`From`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <Input label={t`To`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      {locations.length > 0 ? (
        <Select label={t`Location`} value={place} onChange={(e) => setPlace(e.target.value)}>
          <option value="">{t`Every location`}</option>
          {locations.map((location) => (
            <option key={location.vendorLocationId} value={location.vendorLocationId}>
              {location.description}
            </option>
          ))}
        </Select>
      ) : null}
      <Button onClick={() => void download()}>
        <Trans>Download CSV</Trans>
      </Button>
      {error ? <p className="text-danger">{error}</p> : null}
    </section>
  );
}
