import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { intlTag } from '#web/lib/i18n/language';

/** CHECK ID, in words and large (never colour alone), on every screen that hands an order over (issue 39). */
export function CheckIdBadge({ className }: { className?: string }) {
  return (
    <span
      data-testid="check-id"
      className={`inline-flex items-center rounded-md border-2 border-danger px-2 py-0.5 font-extrabold tracking-wide text-danger ${className ?? ''}`}
    >
      <Trans>CHECK ID</Trans>
    </span>
  );
}

/** The staff order page's banner: what to check, and, once handed over, who confirmed it. */
export function IdCheckNotice({
  isChecked,
  checkedByName,
  checkedAt,
}: {
  isChecked: boolean;
  /** Who checked, by name (the server's `idCheckedByName`), never their user id. */
  checkedByName: string | null;
  checkedAt: string | null;
}) {
  const { i18n } = useLingui();
  const time = checkedAt
    ? new Date(checkedAt).toLocaleTimeString(intlTag(i18n.locale), { hour: 'numeric', minute: '2-digit' })
    : null;
  return (
    <div className="flex flex-col gap-1 rounded-2xl border-2 border-danger bg-danger/10 px-4 py-3">
      <CheckIdBadge className="self-start text-lg" />
      {isChecked ? (
        <p className="text-sm">
          <IdCheckedText name={checkedByName} time={time} />
        </p>
      ) : (
        <p className="text-sm">
          <Trans>This order has an item that needs an ID check. Check the customer is 21 or over.</Trans>
        </p>
      )}
    </div>
  );
}

/** "ID checked by Sam at 9:40 PM.", with whichever of the two is known. */
function IdCheckedText({ name, time }: { name: string | null; time: string | null }) {
  if (name && time)
    return (
      <Trans>
        ID checked by {name} at {time}.
      </Trans>
    );
  if (name) return <Trans>ID checked by {name}.</Trans>;
  if (time) return <Trans>ID checked at {time}.</Trans>;
  return <Trans>ID checked.</Trans>;
}

type IdCheckDialogProps = {
  open: boolean;
  isCompleting: boolean;
  onClose: () => void;
  /** Hands the order over, recording that this staff member checked ID. */
  onConfirm: () => void;
};

/** The confirm step before an ID-required order is handed over: staff say they checked it, and that is recorded. */
export function IdCheckDialog({ open, isCompleting, onClose, onConfirm }: IdCheckDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={t`CHECK ID`}
      description={t`Check the customer's photo ID shows they are 21 or over before handing this order over. Your name is recorded with the hand-over.`}
    >
      <Button size="lg" fullWidth isLoading={isCompleting} onClick={onConfirm} data-autofocus>
        <Trans>ID checked, hand over</Trans>
      </Button>
      <Button variant="secondary" size="lg" fullWidth onClick={onClose} disabled={isCompleting}>
        <Trans>Cancel</Trans>
      </Button>
    </Dialog>
  );
}
