import { saveWristbandBodySchema } from '@queueless/contracts';
import { Input } from '#web/components/ui/input';
import { useVendorWristbands } from '#web/features/links/api/get-vendor-wristbands';
import { useRetireWristband } from '#web/features/links/api/retire-wristband';
import { useSaveWristband } from '#web/features/links/api/save-wristband';
import { LinkForm, LinkList, LinkRow, retireWithToast, useLinkForm } from './link-manager-parts';

function SaveWristbandForm({ vendorId }: { vendorId: string }) {
  const save = useSaveWristband(vendorId);
  const { register, errors, isSubmitting, submit } = useLinkForm({
    schema: saveWristbandBodySchema,
    defaultValues: { nfcId: '', overrideUrl: '' },
    save: (body) => save.mutateAsync(body),
    savedTitle: (saved) => `Wristband ${saved.nfcId} saved`,
  });
  return (
    <LinkForm
      title="Program a wristband"
      submitLabel="Save wristband"
      onSubmit={submit}
      isSubmitting={isSubmitting}
      rootError={errors.root?.message}
    >
      <Input label="Wristband id" placeholder="NFC-0001" error={errors.nfcId?.message} {...register('nfcId')} />
      <Input
        label="Opens (optional)"
        placeholder="/location/AD708"
        hint="Leave empty to open your venue's page."
        error={errors.overrideUrl?.message}
        {...register('overrideUrl')}
      />
    </LinkForm>
  );
}

/** The vendor's wristbands: program, list, release (MANAGER and above; the server checks). */
export function WristbandManager({ vendorId }: { vendorId: string }) {
  const wristbands = useVendorWristbands(vendorId);
  const retire = useRetireWristband(vendorId);
  const release = (nfcId: string) => retireWithToast(() => retire.mutateAsync(nfcId), `Wristband ${nfcId} released`);
  return (
    <section aria-labelledby="wristbands-heading" className="flex flex-col gap-3">
      <h2 id="wristbands-heading" className="text-lg font-semibold">
        NFC wristbands
      </h2>
      <SaveWristbandForm vendorId={vendorId} />
      <LinkList
        query={wristbands}
        label="Wristbands"
        loadingText="Loading wristbands…"
        errorMessage="We couldn't load the wristbands. Please try again."
        emptyText="No wristbands programmed yet."
        renderItem={(wristband) => (
          <LinkRow
            key={wristband.nfcId}
            name={wristband.nfcId}
            target={wristband.overrideUrl ?? 'Your venue page'}
            retiredLabel={wristband.retiredAt ? 'Released' : null}
            actionLabel="Release"
            actionSubject={wristband.nfcId}
            onAction={() => void release(wristband.nfcId)}
            isActing={retire.isPending && retire.variables === wristband.nfcId}
          />
        )}
      />
    </section>
  );
}
