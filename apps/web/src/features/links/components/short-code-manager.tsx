import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateShortCodeBody, createShortCodeBodySchema, type ShortCode } from '@queueless/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { showToast } from '../../../components/ui/toast';
import { areaPaths } from '../../../lib/area-paths';
import { useCreateShortCode } from '../api/create-short-code';
import { useVendorShortCodes } from '../api/get-vendor-short-codes';
import { useRetireShortCode } from '../api/retire-short-code';
import { serverFieldError } from './server-field-error';

function CreateShortCodeForm({ vendorId }: { vendorId: string }) {
  const create = useCreateShortCode(vendorId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateShortCodeBody>({
    resolver: zodResolver(createShortCodeBodySchema),
    defaultValues: { code: '', redirectUrl: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      reset();
      showToast({ title: `Short link ${areaPaths.shortLink(created.code)} created`, variant: 'success' });
    } catch (error) {
      const { field, message } = serverFieldError(error);
      setError(field === 'code' || field === 'redirectUrl' ? field : 'root', { message });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1 rounded-2xl border border-line bg-surface p-4">
      <h3 className="mb-2 font-semibold">New short link</h3>
      <Input
        label="Code"
        placeholder="PATIO"
        autoCapitalize="characters"
        error={errors.code?.message}
        {...register('code')}
      />
      <Input
        label="Goes to"
        placeholder="/location/AD708"
        hint="One of our pages (starting with /) or a page on a website your operator allowed."
        error={errors.redirectUrl?.message}
        {...register('redirectUrl')}
      />
      {errors.root?.message && (
        <p role="alert" className="text-sm text-danger">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" isLoading={isSubmitting}>
        Create short link
      </Button>
    </form>
  );
}

function ShortCodeRow({ shortCode, onRetire }: { shortCode: ShortCode; onRetire: (code: string) => void }) {
  const isRetired = shortCode.retiredAt !== null;
  return (
    <li className="flex items-center justify-between gap-3 rounded-2xl border border-line px-4 py-3">
      <span className="min-w-0">
        <span className="block font-mono font-semibold">{areaPaths.shortLink(shortCode.code)}</span>
        <span className="block truncate text-sm text-ink-muted">→ {shortCode.redirectUrl}</span>
      </span>
      {isRetired ? (
        <span className="shrink-0 rounded-lg bg-surface-raised px-2 py-0.5 text-xs font-semibold text-ink-muted">
          Retired
        </span>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => onRetire(shortCode.code)}>
          Retire<span className="sr-only"> {shortCode.code}</span>
        </Button>
      )}
    </li>
  );
}

/** The vendor's short links: create, list, retire (MANAGER and above; the server checks). */
export function ShortCodeManager({ vendorId }: { vendorId: string }) {
  const shortCodes = useVendorShortCodes(vendorId);
  const retire = useRetireShortCode(vendorId);
  const [retiring, setRetiring] = useState<string | null>(null);

  const confirmRetire = async () => {
    if (!retiring) return;
    try {
      await retire.mutateAsync(retiring);
      showToast({ title: `${areaPaths.shortLink(retiring)} retired`, variant: 'success' });
    } catch (error) {
      showToast({ title: serverFieldError(error).message, variant: 'error' });
    } finally {
      setRetiring(null);
    }
  };

  return (
    <section aria-labelledby="short-links-heading" className="flex flex-col gap-3">
      <h2 id="short-links-heading" className="text-lg font-semibold">
        Short links
      </h2>
      <CreateShortCodeForm vendorId={vendorId} />
      {shortCodes.isPending ? (
        <p className="text-ink-muted">Loading short links…</p>
      ) : shortCodes.isError ? (
        <ErrorState
          title="Error occurred"
          message="We couldn't load the short links. Please try again."
          onRetry={() => void shortCodes.refetch()}
          isRetrying={shortCodes.isFetching}
        />
      ) : shortCodes.data.length === 0 ? (
        <p className="text-ink-muted">No short links yet.</p>
      ) : (
        <ul aria-label="Short links" className="flex flex-col gap-2">
          {shortCodes.data.map((shortCode) => (
            <ShortCodeRow key={shortCode.code} shortCode={shortCode} onRetire={setRetiring} />
          ))}
        </ul>
      )}
      <Dialog
        open={retiring !== null}
        onClose={() => setRetiring(null)}
        role="alertdialog"
        title="Retire this short link?"
        description="Printed posters with this code will stop working, and the code cannot be used again."
      >
        <Button variant="danger" onClick={() => void confirmRetire()} isLoading={retire.isPending}>
          Retire short link
        </Button>
        <Button variant="ghost" onClick={() => setRetiring(null)}>
          Cancel
        </Button>
      </Dialog>
    </section>
  );
}
