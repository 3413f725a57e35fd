import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';

type SimulatedWalletSheetProps = {
  open: boolean;
  /** What is being paid for, shown above the amount ('Lusiv membership', 'Your order'). */
  purpose: string;
  amountLabel: string;
  /** 'failed' after a failed payment: the sheet says so, as Apple Pay's does. */
  status: 'idle' | 'processing' | 'failed';
  onPay: (payerName: string) => void;
  onCancel: () => void;
};

/** The contract's wallet payment method takes the payer's name trimmed, at most 100 characters. */
const PAYER_NAME_MAX = 100;

/**
 * The wallet sheet of the simulated provider: what Apple Pay / Google Pay show (the amount and the payer's
 * name) before anything is charged, so checkout and the membership flow run the same way offline. Paying hands the name back like a wallet does.
 */
export function SimulatedWalletSheet({
  open,
  purpose,
  amountLabel,
  status,
  onPay,
  onCancel,
}: SimulatedWalletSheetProps) {
  // No form library or schema here: checkout carries this sheet, and its code stays off zod (issue 16).
  const { t } = useLingui();
  const [payerName, setPayerName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'processing') onPay(payerName.trim().slice(0, PAYER_NAME_MAX));
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      isDismissible={status !== 'processing'}
      title="Apple Pay / Google Pay"
      description={`${purpose} · ${amountLabel}`}
    >
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <Input
          label={t`Name on the wallet`}
          autoComplete="name"
          maxLength={PAYER_NAME_MAX}
          name="payerName"
          value={payerName}
          onChange={(event) => setPayerName(event.target.value)}
          placeholder={t`First and last name`}
        />
        {status === 'failed' && (
          <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
            <Trans>Payment failed</Trans>
          </p>
        )}
        <Button type="submit" size="lg" variant="inverse" fullWidth isLoading={status === 'processing'}>
          <Trans>Pay {amountLabel}</Trans>
        </Button>
        <Button variant="ghost" fullWidth onClick={onCancel} disabled={status === 'processing'}>
          <Trans>Cancel</Trans>
        </Button>
      </form>
    </Dialog>
  );
}
