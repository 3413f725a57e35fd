import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createPrinterBodySchema, type Printer, pollCloudPrnt, type Station } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import {
  useCreatePrinter,
  useEditPrinter,
  usePrinters,
  useRenewPrinterToken,
  useRevokePrinter,
  useTestPrint,
} from '#web/features/stations/api/printers';
import { isApiError } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';
import { type FieldMessages, issueMessagesByField } from '#web/lib/forms/field-messages';

/** The name's messages, in English the contract's words (printers.ts), in the active language. */
const printerFieldMessages: FieldMessages = {
  name: {
    too_small: msg`Give the printer a name.`,
    too_big: msg({ message: 'The name must be at most {maximum} characters.' }),
  },
};

function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

/** A printer's token, shown this once, with what to type into the printer (or the print agent). */
function OnceToken({ printerName, token }: { printerName: string; token: string }) {
  const { t } = useLingui();
  const [isCopied, setIsCopied] = useState(false);
  const serverUrl = new URL(endpointPath(pollCloudPrnt, {}), window.location.origin).href;
  return (
    <div role="status" className="flex flex-col gap-2 rounded-2xl border-2 border-brand bg-surface p-4">
      <p className="font-semibold">
        <Trans>Token for {printerName}. Copy it now: it will not be shown again.</Trans>
      </p>
      <code className="block rounded-lg bg-surface-raised p-2 text-sm wrap-anywhere" data-testid="printer-token">
        {token}
      </code>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => void navigator.clipboard?.writeText(token).then(() => setIsCopied(true))}
      >
        {isCopied ? t`Copied ✓` : t`Copy token`}
      </Button>
      <p className="text-sm text-ink-muted">
        <Trans>
          On a Star CloudPRNT printer, set the server URL to{' '}
          <span className="wrap-anywhere font-mono">{serverUrl}</span> and the token as its password. For network
          printers, run the print agent with this token.
        </Trans>
      </p>
    </div>
  );
}

function StationCheckboxes({
  stations,
  chosen,
  onChange,
}: {
  stations: Station[];
  chosen: readonly string[];
  onChange: (stationIds: string[]) => void;
}) {
  if (stations.length === 0) return null;
  return (
    <fieldset className="flex flex-wrap gap-x-4">
      <legend className="text-sm font-medium">
        <Trans>Prints tickets of</Trans>
      </legend>
      {stations.map((station) => (
        <label key={station.stationId} className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={chosen.includes(station.stationId)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? [...chosen, station.stationId]
                  : chosen.filter((stationId) => stationId !== station.stationId),
              )
            }
          />
          {station.name}
        </label>
      ))}
    </fieldset>
  );
}

function PrinterRow({
  printer,
  stations,
  vendorLocationId,
  onToken,
}: {
  printer: Printer;
  stations: Station[];
  vendorLocationId: string;
  onToken: (shown: { printerName: string; token: string }) => void;
}) {
  const { t } = useLingui();
  const edit = useEditPrinter(vendorLocationId);
  const testPrint = useTestPrint(vendorLocationId);
  const renew = useRenewPrinterToken(vendorLocationId);
  const revoke = useRevokePrinter(vendorLocationId);
  const [isRevoking, setIsRevoking] = useState(false);
  const error = edit.error ?? testPrint.error ?? renew.error ?? revoke.error;
  return (
    <li aria-label={printer.name} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-semibold">{printer.name}</span>
        <span className={cn('font-semibold', printer.isOnline ? 'text-success' : 'text-danger')}>
          {printer.isOnline ? t`Online` : t`Offline`}
        </span>
      </div>
      <p className="text-sm text-ink-muted">
        <Trans>
          {printer.paperWidth} mm paper · {printer.pendingJobs} waiting to print
        </Trans>
        {printer.lastStatus ? <> · {t`last status ${printer.lastStatus}`}</> : ''}
      </p>
      <StationCheckboxes
        stations={stations}
        chosen={printer.stationIds}
        onChange={(stationIds) => edit.mutate({ printerId: printer.printerId, stationIds })}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          isLoading={testPrint.isPending}
          onClick={() => testPrint.mutate(printer.printerId)}
        >
          <Trans>Test print</Trans>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isLoading={renew.isPending}
          onClick={() =>
            renew.mutate(printer.printerId, {
              onSuccess: ({ token }) => onToken({ printerName: printer.name, token }),
            })
          }
        >
          <Trans>New token</Trans>
        </Button>
        <Button variant="ghost" size="sm" className="ml-auto text-danger" onClick={() => setIsRevoking(true)}>
          <Trans>Revoke</Trans>
        </Button>
      </div>
      <span role="status" className="text-sm text-success">
        {testPrint.isSuccess ? t`Test page queued.` : ''}
      </span>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {errorText(error, t`Could not save the printer. Please try again.`)}
        </p>
      )}
      <ConfirmDialog
        open={isRevoking}
        onClose={() => setIsRevoking(false)}
        title={t`Revoke ${printer.name}?`}
        description={t`Its token stops working at once: the printer prints nothing more until it is added again.`}
        confirmLabel={t`Revoke printer`}
        isConfirming={revoke.isPending}
        onConfirm={() => revoke.mutate(printer.printerId, { onSettled: () => setIsRevoking(false) })}
      />
    </li>
  );
}

/** The location's printers: add (its token shown once), test print, stations, a new token, revoke. */
export function PrintersSection({ vendorLocationId, stations }: { vendorLocationId: string; stations: Station[] }) {
  const { t } = useLingui();
  const printers = usePrinters(vendorLocationId);
  const create = useCreatePrinter(vendorLocationId);
  const [name, setName] = useState('');
  const [paperWidth, setPaperWidth] = useState<58 | 80>(80);
  const [stationIds, setStationIds] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [shownToken, setShownToken] = useState<{ printerName: string; token: string } | null>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const body = createPrinterBodySchema.safeParse({ name, paperWidth, stationIds });
    if (!body.success) {
      // The first issue's message (fields in the order of their issues).
      setFormError(
        Object.values(issueMessagesByField(body.error.issues, printerFieldMessages))[0] ?? t`Give the printer a name.`,
      );
      return;
    }
    setFormError(null);
    create.mutate(body.data, {
      onSuccess: ({ printer, token }) => {
        setShownToken({ printerName: printer.name, token });
        setName('');
        setStationIds([]);
      },
    });
  };
  return (
    <section aria-labelledby="printers-heading" className="flex flex-col gap-3">
      <h2 id="printers-heading" className="text-xl font-semibold">
        <Trans>Printers</Trans>
      </h2>
      {shownToken && <OnceToken {...shownToken} />}
      {printers.isPending ? (
        <p className="text-ink-muted">
          <Trans>Loading printers…</Trans>
        </p>
      ) : printers.isError ? (
        <p role="alert" className="text-danger">
          {errorText(printers.error, t`Could not load the printers.`)}
        </p>
      ) : printers.data.items.length === 0 ? (
        <p className="text-ink-muted">
          <Trans>No printers yet. Tickets show on the station screens only.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {printers.data.items.map((printer) => (
            <PrinterRow
              key={printer.printerId}
              printer={printer}
              stations={stations}
              vendorLocationId={vendorLocationId}
              onToken={setShownToken}
            />
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
        <h3 className="font-semibold">
          <Trans>Add a printer</Trans>
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <Input
            label={t`Printer name`}
            placeholder={t`Kitchen printer`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={formError ?? (create.error ? errorText(create.error, t`Could not add the printer.`) : null)}
          />
          <Select
            label={t`Paper width`}
            value={String(paperWidth)}
            onChange={(e) => setPaperWidth(e.target.value === '58' ? 58 : 80)}
          >
            <option value="80">80 mm</option>
            <option value="58">58 mm</option>
          </Select>
        </div>
        <StationCheckboxes stations={stations} chosen={stationIds} onChange={setStationIds} />
        <Button type="submit" size="lg" className="self-start" isLoading={create.isPending}>
          <Trans>Add printer</Trans>
        </Button>
      </form>
    </section>
  );
}
