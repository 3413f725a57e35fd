import { Trans, useLingui } from '@lingui/react/macro';
import { saveWristbandBodySchema } from '@queueless/contracts';
import { Input } from '#web/components/ui/input';
import { useVendorWristbands } from '#web/features/links/api/get-vendor-wristbands';
import { useRetireWristband } from '#web/features/links/api/retire-wristband';
import { useSaveWristband } from '#web/features/links/api/save-wristband';
import { wristbandFieldMessages } from '#web/features/links/link-messages';
import { LinkForm, LinkList, LinkRow, retireWithToast, useLinkForm } from './link-manager-parts';

function SaveWristbandForm({ vendorId }: { vendorId: string }) {
  const { t } = useLingui();
  const save = useSaveWristband(vendorId);
  const { register, errors, isSubmitting, submit } = useLinkForm({
    schema: saveWristbandBodySchema,
    fieldMessages: wristbandFieldMessages,
    defaultValues: { nfcId: '', overrideUrl: '' },
    save: (body) => save.mutateAsync(body),
    savedTitle: (saved) => t`Wristband ${saved.nfcId} saved`,
  });
  return (
    <LinkForm
      title={t`Program a wristband`}
      submitLabel={t`Save wristband`}
      onSubmit={submit}
      isSubmitting={isSubmitting}
      rootError={errors.root?.message}
    >
      <Input label={t`Wristband id`} placeholder="NFC-0001" error={errors.nfcId?.message} {...register('nfcId')} />
      <Input
        label={t`Opens (optional)`}
        placeholder="/location/AD708"
        hint={t`Leave empty to open your venue's page.`}
        error={errors.overrideUrl?.message}
        {...register('overrideUrl')}
      />
    </LinkForm>
  );
}

/** The vendor's wristbands: program, list, release (MANAGER and above; the server checks). */
export function WristbandManager({ vendorId }: { vendorId: string }) {
  const { t } = useLingui();
  const wristbands = useVendorWristbands(vendorId);
  const retire = useRetireWristband(vendorId);
  const release = (nfcId: string) => retireWithToast(() => retire.mutateAsync(nfcId), t`Wristband ${nfcId} released`);
  return (
    <section aria-labelledby="wristbands-heading" className="flex flex-col gap-3">
      <h2 id="wristbands-heading" className="text-lg font-semibold">
        <Trans>NFC wristbands</Trans>
      </h2>
      <SaveWristbandForm vendorId={vendorId} />
      <LinkList
        query={wristbands}
        label={t`Wristbands`}
        loadingText={t`Loading wristbands…`}
        errorMessage={t`We couldn't load the wristbands. Please try again.`}
        emptyText={t`No wristbands programmed yet.`}
        renderItem={(wristband) => (
          <LinkRow
            key={wristband.nfcId}
            name={wristband.nfcId}
            target={wristband.overrideUrl ?? t`Your venue page`}
            retiredLabel={wristband.retiredAt ? t`Released` : null}
            actionLabel={t`Release`}
            actionSubject={wristband.nfcId}
            onAction={() => void release(wristband.nfcId)}
            isActing={retire.isPending && retire.variables === wristband.nfcId}
          />
        )}
      />
    </section>
  );
}
