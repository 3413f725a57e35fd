import { createShortCodeBodySchema } from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { useCreateShortCode } from '#web/features/links/api/create-short-code';
import { useVendorShortCodes } from '#web/features/links/api/get-vendor-short-codes';
import { useRetireShortCode } from '#web/features/links/api/retire-short-code';
import { paths } from '#web/lib/paths';
import { LinkForm, LinkList, LinkRow, retireWithToast, useLinkForm } from './link-manager-parts';

function CreateShortCodeForm({ vendorId }: { vendorId: string }) {
  const create = useCreateShortCode(vendorId);
  const { register, errors, isSubmitting, submit } = useLinkForm({
    schema: createShortCodeBodySchema,
    defaultValues: { code: '', redirectUrl: '' },
    save: (body) => create.mutateAsync(body),
    savedTitle: (created) => `Short link ${paths.shortLink(created.code)} created`,
  });
  return (
    <LinkForm
      title="New short link"
      submitLabel="Create short link"
      onSubmit={submit}
      isSubmitting={isSubmitting}
      rootError={errors.root?.message}
    >
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
    </LinkForm>
  );
}

/** The vendor's short links: create, list, retire (MANAGER and above; the server checks). */
export function ShortCodeManager({ vendorId }: { vendorId: string }) {
  const shortCodes = useVendorShortCodes(vendorId);
  const retire = useRetireShortCode(vendorId);
  const [retiring, setRetiring] = useState<string | null>(null);

  const confirmRetire = async () => {
    if (!retiring) return;
    await retireWithToast(() => retire.mutateAsync(retiring), `${paths.shortLink(retiring)} retired`);
    setRetiring(null);
  };

  return (
    <section aria-labelledby="short-links-heading" className="flex flex-col gap-3">
      <h2 id="short-links-heading" className="text-lg font-semibold">
        Short links
      </h2>
      <CreateShortCodeForm vendorId={vendorId} />
      <LinkList
        query={shortCodes}
        label="Short links"
        loadingText="Loading short links…"
        errorMessage="We couldn't load the short links. Please try again."
        emptyText="No short links yet."
        renderItem={(shortCode) => (
          <LinkRow
            key={shortCode.code}
            name={paths.shortLink(shortCode.code)}
            target={shortCode.redirectUrl}
            retiredLabel={shortCode.retiredAt !== null ? 'Retired' : null}
            actionLabel="Retire"
            actionSubject={shortCode.code}
            onAction={() => setRetiring(shortCode.code)}
          />
        )}
      />
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
