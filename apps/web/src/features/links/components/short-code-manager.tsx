import { Trans, useLingui } from '@lingui/react/macro';
import { createShortCodeBodySchema } from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { useCreateShortCode } from '#web/features/links/api/create-short-code';
import { useVendorShortCodes } from '#web/features/links/api/get-vendor-short-codes';
import { useRetireShortCode } from '#web/features/links/api/retire-short-code';
import { shortCodeFieldMessages } from '#web/features/links/link-messages';
import { paths } from '#web/lib/paths';
import { LinkForm, LinkList, LinkRow, retireWithToast, useLinkForm } from './link-manager-parts';

function CreateShortCodeForm({ vendorId }: { vendorId: string }) {
  const { t } = useLingui();
  const create = useCreateShortCode(vendorId);
  const { register, errors, isSubmitting, submit } = useLinkForm({
    schema: createShortCodeBodySchema,
    fieldMessages: shortCodeFieldMessages,
    defaultValues: { code: '', redirectUrl: '' },
    save: (body) => create.mutateAsync(body),
    savedTitle: (created) => t`Short link ${paths.shortLink(created.code)} created`,
  });
  return (
    <LinkForm
      title={t`New short link`}
      submitLabel={t`Create short link`}
      onSubmit={submit}
      isSubmitting={isSubmitting}
      rootError={errors.root?.message}
    >
      <Input
        label={t`Code`}
        placeholder={t({
          message: 'PATIO',
          comment: 'An example short code, one word in capitals (a place in the venue)',
        })}
        autoCapitalize="characters"
        error={errors.code?.message}
        {...register('code')}
      />
      <Input
        label={t`Goes to`}
        placeholder="/location/AD708"
        hint={t`One of our pages (starting with /) or a page on a website your operator allowed.`}
        error={errors.redirectUrl?.message}
        {...register('redirectUrl')}
      />
    </LinkForm>
  );
}

/** The vendor's short links: create, list, retire (MANAGER and above; the server checks). */
export function ShortCodeManager({ vendorId }: { vendorId: string }) {
  const { t } = useLingui();
  const shortCodes = useVendorShortCodes(vendorId);
  const retire = useRetireShortCode(vendorId);
  const [retiring, setRetiring] = useState<string | null>(null);

  const confirmRetire = async () => {
    if (!retiring) return;
    await retireWithToast(() => retire.mutateAsync(retiring), t`${paths.shortLink(retiring)} retired`);
    setRetiring(null);
  };

  return (
    <section aria-labelledby="short-links-heading" className="flex flex-col gap-3">
      <h2 id="short-links-heading" className="text-lg font-semibold">
        <Trans>Short links</Trans>
      </h2>
      <CreateShortCodeForm vendorId={vendorId} />
      <LinkList
        query={shortCodes}
        label={t`Short links`}
        loadingText={t`Loading short links…`}
        errorMessage={t`We couldn't load the short links. Please try again.`}
        emptyText={t`No short links yet.`}
        renderItem={(shortCode) => (
          <LinkRow
            key={shortCode.code}
            name={paths.shortLink(shortCode.code)}
            target={shortCode.redirectUrl}
            retiredLabel={shortCode.retiredAt !== null ? t`Retired` : null}
            actionLabel={t`Retire`}
            actionSubject={shortCode.code}
            onAction={() => setRetiring(shortCode.code)}
          />
        )}
      />
      <Dialog
        open={retiring !== null}
        onClose={() => setRetiring(null)}
        role="alertdialog"
        title={t`Retire this short link?`}
        description={t`Printed posters with this code will stop working, and the code cannot be used again.`}
      >
        <Button variant="danger" onClick={() => void confirmRetire()} isLoading={retire.isPending}>
          <Trans>Retire short link</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setRetiring(null)}>
          <Trans>Cancel</Trans>
        </Button>
      </Dialog>
    </section>
  );
}
