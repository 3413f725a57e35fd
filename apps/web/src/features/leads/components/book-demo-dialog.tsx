import { Trans, useLingui } from '@lingui/react/macro';
import type { LeadFields } from '@queueless/contracts';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Spinner } from '#web/components/ui/spinner';

// The form (with its schema and zod) loads when the dialog first opens, not with the landing page.
const LeadForm = lazy(() => import('./lead-form').then((m) => ({ default: m.LeadForm })));

/** The Book a Demo modal: the lead form, then a confirmation of what happens next. */
export function BookDemoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [sentBy, setSentBy] = useState<LeadFields | null>(null);
  // A fresh form (and submission id) each time the dialog opens.
  const [formKey, setFormKey] = useState(0);

  const close = () => {
    onClose();
    setSentBy(null);
    setFormKey((key) => key + 1);
  };

  if (sentBy) {
    const firstName = sentBy.fullName.split(' ')[0];
    return (
      <Dialog
        open={open}
        onClose={close}
        title={t`Thanks, we'll be in touch!`}
        description={
          <Trans>
            We received your request, {firstName}. Someone from our team will contact you at{' '}
            <span className="font-medium text-ink">{sentBy.email}</span> within one business day to set up your demo.
          </Trans>
        }
        className="max-w-lg"
      >
        <Button onClick={close} size="lg" fullWidth>
          <Trans>Done</Trans>
        </Button>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`Book a Demo`}
      description={t`Tell us about your venue and we'll show you Queueless in 20 minutes.`}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      {open && (
        <Suspense
          fallback={
            <div className="grid min-h-40 place-items-center text-ink-muted">
              <Spinner label={t`Loading the form`} />
            </div>
          }
        >
          <LeadForm key={formKey} onSent={setSentBy} />
        </Suspense>
      )}
    </Dialog>
  );
}
