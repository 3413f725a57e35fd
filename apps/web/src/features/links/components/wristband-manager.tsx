import { zodResolver } from '@hookform/resolvers/zod';
import { type SaveWristbandBody, saveWristbandBodySchema, type WristbandMapping } from '@queueless/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { showToast } from '../../../components/ui/toast';
import { useVendorWristbands } from '../api/get-vendor-wristbands';
import { useRetireWristband } from '../api/retire-wristband';
import { useSaveWristband } from '../api/save-wristband';
import { serverFieldError } from './server-field-error';

type WristbandForm = { nfcId: string; overrideUrl: string };

function SaveWristbandForm({ vendorId }: { vendorId: string }) {
  const save = useSaveWristband(vendorId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WristbandForm, unknown, SaveWristbandBody>({
    resolver: zodResolver(saveWristbandBodySchema) as never,
    defaultValues: { nfcId: '', overrideUrl: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      reset();
      showToast({ title: `Wristband ${saved.nfcId} saved`, variant: 'success' });
    } catch (error) {
      const { field, message } = serverFieldError(error);
      setError(field === 'nfcId' || field === 'overrideUrl' ? field : 'root', { message });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1 rounded-2xl border border-line bg-surface p-4">
      <h3 className="mb-2 font-semibold">Program a wristband</h3>
      <Input label="Wristband id" placeholder="NFC-0001" error={errors.nfcId?.message} {...register('nfcId')} />
      <Input
        label="Opens (optional)"
        placeholder="/location/AD708"
        hint="Leave empty to open your venue's page."
        error={errors.overrideUrl?.message}
        {...register('overrideUrl')}
      />
      {errors.root?.message && (
        <p role="alert" className="text-sm text-danger">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" isLoading={isSubmitting}>
        Save wristband
      </Button>
    </form>
  );
}

function WristbandRow({
  wristband,
  onRetire,
  isRetiring,
}: {
  wristband: WristbandMapping;
  onRetire: () => void;
  isRetiring: boolean;
}) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-2xl border border-line px-4 py-3">
      <span className="min-w-0">
        <span className="block font-mono font-semibold">{wristband.nfcId}</span>
        <span className="block truncate text-sm text-ink-muted">→ {wristband.overrideUrl ?? 'Your venue page'}</span>
      </span>
      {wristband.retiredAt ? (
        <span className="shrink-0 rounded-lg bg-surface-raised px-2 py-0.5 text-xs font-semibold text-ink-muted">
          Released
        </span>
      ) : (
        <Button variant="secondary" size="sm" onClick={onRetire} isLoading={isRetiring}>
          Release<span className="sr-only"> {wristband.nfcId}</span>
        </Button>
      )}
    </li>
  );
}

/** The vendor's wristbands: program, list, release (MANAGER and above; the server checks). */
export function WristbandManager({ vendorId }: { vendorId: string }) {
  const wristbands = useVendorWristbands(vendorId);
  const retire = useRetireWristband(vendorId);
  const release = async (nfcId: string) => {
    try {
      await retire.mutateAsync(nfcId);
      showToast({ title: `Wristband ${nfcId} released`, variant: 'success' });
    } catch (error) {
      showToast({ title: serverFieldError(error).message, variant: 'error' });
    }
  };
  return (
    <section aria-labelledby="wristbands-heading" className="flex flex-col gap-3">
      <h2 id="wristbands-heading" className="text-lg font-semibold">
        NFC wristbands
      </h2>
      <SaveWristbandForm vendorId={vendorId} />
      {wristbands.isPending ? (
        <p className="text-ink-muted">Loading wristbands…</p>
      ) : wristbands.isError ? (
        <ErrorState
          title="Error occurred"
          message="We couldn't load the wristbands. Please try again."
          onRetry={() => void wristbands.refetch()}
          isRetrying={wristbands.isFetching}
        />
      ) : wristbands.data.length === 0 ? (
        <p className="text-ink-muted">No wristbands programmed yet.</p>
      ) : (
        <ul aria-label="Wristbands" className="flex flex-col gap-2">
          {wristbands.data.map((wristband) => (
            <WristbandRow
              key={wristband.nfcId}
              wristband={wristband}
              onRetire={() => void release(wristband.nfcId)}
              isRetiring={retire.isPending && retire.variables === wristband.nfcId}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
