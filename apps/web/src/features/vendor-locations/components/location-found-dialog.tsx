import { Trans } from '@lingui/react/macro';
import type { VendorLocation } from '@queueless/contracts';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { scannerMessages } from '#web/features/scanner/scanner-messages';

type LocationFoundDialogProps = {
  location: VendorLocation | null;
  onConfirm: (location: VendorLocation) => void;
  onCancel: () => void;
};

/** 'Location Found': confirming goes to the location's menu. */
export function LocationFoundDialog({ location, onConfirm, onCancel }: LocationFoundDialogProps) {
  return (
    <Dialog
      open={location !== null}
      onClose={onCancel}
      title={scannerMessages.locationFoundTitle}
      description={scannerMessages.locationFoundDescription}
    >
      {location && (
        <>
          <div className="mb-2 rounded-xl border border-line bg-surface-raised px-4 py-3">
            <p className="font-semibold">{location.description}</p>
            <p className="font-mono text-sm text-ink-muted">{location.vendorLocationId}</p>
          </div>
          <Button size="lg" fullWidth onClick={() => onConfirm(location)}>
            <Trans>Continue</Trans>
          </Button>
          <Button variant="secondary" size="lg" fullWidth onClick={onCancel}>
            <Trans>Scan another code</Trans>
          </Button>
        </>
      )}
    </Dialog>
  );
}
