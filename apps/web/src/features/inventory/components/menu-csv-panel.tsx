import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MenuImportResponse } from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast';
import { useExportMenu } from '#web/features/inventory/api/export-menu';
import { useImportMenu } from '#web/features/inventory/api/import-menu';
import { isApiError } from '#web/lib/api-client';

/** Export the menu as CSV; import one: checked first (every row's errors shown), written only when all are good. */
export function MenuCsvPanel({ vendorLocationId }: { vendorLocationId: string }) {
  const { t } = useLingui();
  const exportMenu = useExportMenu(vendorLocationId);
  const importMenu = useImportMenu(vendorLocationId);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [check, setCheck] = useState<MenuImportResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    setCheck(null);
    setFailure(null);
    if (!chosen) return setFile(null);
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    try {
      setCheck(await importMenu.mutateAsync({ csv, dryRun: true }));
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t`The file could not be checked. Please try again.`);
    }
  };

  const write = async () => {
    if (!file) return;
    try {
      const done = await importMenu.mutateAsync({ csv: file.csv, dryRun: false });
      const { created, updated } = done;
      showToast({ title: t`Imported: ${created} new, ${updated} updated.`, variant: 'success' });
      setFile(null);
      setCheck(null);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t`The import failed. Please try again.`);
    }
  };

  const isGood = check !== null && check.errors.length === 0;
  return (
    <section aria-labelledby="menu-csv" className="rounded-2xl border border-line p-4">
      <h2 id="menu-csv" className="font-bold">
        <Trans>Import and export</Trans>
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        <Trans>
          A spreadsheet of the menu. Rows with a productId update that product; rows without one add a product.
        </Trans>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" isLoading={exportMenu.isPending} onClick={() => exportMenu.mutate()}>
          <Trans>Export CSV</Trans>
        </Button>
        <label className="inline-flex h-9 cursor-pointer items-center rounded-xl border border-line bg-surface-raised px-3 text-sm font-semibold hover:bg-line has-focus-visible:outline-2 has-focus-visible:outline-brand">
          <Trans>Import CSV…</Trans>
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
      </div>
      {exportMenu.isError && (
        <p role="alert" className="mt-2 text-sm text-danger">
          <Trans>The export failed. Please try again.</Trans>
        </p>
      )}
      {file && importMenu.isPending && (
        <p className="mt-3 text-sm text-ink-muted">
          <Trans>Checking {file.name}…</Trans>
        </p>
      )}
      {failure && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {failure}
        </p>
      )}
      {check && !isGood && (
        <div role="alert" className="mt-3 rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm">
          <p className="font-semibold">
            <Plural
              value={check.errors.length}
              one="# problem: nothing will be imported until they are fixed."
              other="# problems: nothing will be imported until they are fixed."
            />
          </p>
          <ul className="mt-2 max-h-60 list-disc overflow-y-auto pl-5">
            {check.errors.map((error) => (
              <li key={`${error.row}-${error.column}-${error.message}`}>
                {error.column ? (
                  <Trans>
                    Row {error.row}, {error.column}: {error.message}
                  </Trans>
                ) : (
                  <Trans>
                    Row {error.row}: {error.message}
                  </Trans>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {file && isGood && (
        <div className="mt-3 flex flex-col gap-2 rounded-xl bg-surface-raised p-3 text-sm">
          <p>
            <Trans>
              {file.name}: {check.created} new, {check.updated} updated.
            </Trans>
          </p>
          <Button size="sm" isLoading={importMenu.isPending} onClick={() => void write()}>
            <Trans>Import {check.created + check.updated} products</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
