import { zodResolver } from '@hookform/resolvers/zod';
import { walletPaymentMethodSchema } from '@queueless/contracts';
import { useForm } from 'react-hook-form';
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

/** The payer's name as the contract's wallet payment method reads it (trimmed, at most 100 characters). */
const walletFormSchema = walletPaymentMethodSchema.pick({ payerName: true });

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
  const { register, handleSubmit } = useForm({
    resolver: zodResolver(walletFormSchema),
    defaultValues: { payerName: '' },
  });
  const submit = handleSubmit(({ payerName }) => {
    if (status !== 'processing') onPay(payerName ?? '');
  });
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
          label="Name on the wallet"
          autoComplete="name"
          maxLength={100}
          {...register('payerName')}
          placeholder="First and last name"
        />
        {status === 'failed' && (
          <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
            Payment failed
          </p>
        )}
        <Button type="submit" size="lg" variant="inverse" fullWidth isLoading={status === 'processing'}>
          Pay {amountLabel}
        </Button>
        <Button variant="ghost" fullWidth onClick={onCancel} disabled={status === 'processing'}>
          Cancel
        </Button>
      </form>
    </Dialog>
  );
}
