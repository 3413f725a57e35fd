import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { confirmSimulatedPayment } from '#web/features/payments/api/confirm-simulated-payment';
import { PaymentFailedError, type PaymentOutcome, type PaymentPanelProps } from '#web/features/payments/payment-panel';
import { isApiError } from '#web/lib/api-client';
import { formatCents } from '#web/lib/money';
import { CardForm, type SimulatedPaymentMethod } from './card-form';
import { SimulatedWalletSheet } from './simulated-wallet-sheet';
import { SimulatedWalletButton } from './wallet-button';

/**
 * Pays the order's simulated payment intent, answering the order when the confirm already marked it PAID; a decline
 * (402) becomes a PaymentFailedError with its reason.
 */
export async function confirmOrderPayment(
  paymentIntentId: string,
  clientSecret: string,
  paymentMethod: SimulatedPaymentMethod,
): Promise<PaymentOutcome> {
  try {
    const { paymentIntent, order } = await confirmSimulatedPayment(paymentIntentId, { clientSecret, paymentMethod });
    if (paymentIntent.status !== 'succeeded') return false;
    return order?.status === 'PAID' ? { paidOrder: order } : true;
  } catch (error) {
    // Stock gone by the time of payment: the checkout says so in its own words (nothing was charged).
    if (isApiError(error) && error.code === 'PRODUCT_SOLD_OUT') throw error;
    if (isApiError(error) && error.status > 0) throw new PaymentFailedError(error.message);
    throw error;
  }
}

/**
 * Simulated provider: the wallet button and our own card form, both confirming the same payment intent. The wallet
 * button opens the wallet sheet (amount and Pay), as Apple Pay / Google Pay would: one tap never charges.
 */
export function SimulatedPayment({
  clientSecret,
  paymentIntentId,
  payLabel,
  totalCents,
  isProcessing,
  isDisabled,
  beforePay,
  runPayment,
}: PaymentPanelProps) {
  const { t } = useLingui();
  const [sheet, setSheet] = useState<'closed' | 'idle' | 'processing'>('closed');
  const pay = (paymentMethod: SimulatedPaymentMethod) =>
    runPayment(() => confirmOrderPayment(paymentIntentId, clientSecret, paymentMethod)).then(() => undefined);

  // Checkout shows the outcome on its page (the status page on success, 'Payment was not successful.' otherwise),
  // so the sheet closes once the payment has run.
  const payWithWallet = async (payerName: string) => {
    setSheet('processing');
    const name = payerName.trim() || undefined;
    try {
      await runPayment(() => confirmOrderPayment(paymentIntentId, clientSecret, { type: 'wallet', payerName: name }), {
        payerName: name,
      });
    } finally {
      setSheet('closed');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <SimulatedWalletButton
        isProcessing={isProcessing && sheet !== 'closed'}
        isDisabled={isDisabled}
        onPay={() => {
          if (beforePay() === null) setSheet('idle');
        }}
      />
      <div className="flex items-center gap-3 text-sm text-ink-faint" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        <Trans>or pay with card</Trans>
        <span className="h-px flex-1 bg-line" />
      </div>
      <CardForm
        payLabel={payLabel}
        isProcessing={isProcessing}
        isDisabled={isDisabled}
        beforePay={(cardholderName) => beforePay(cardholderName)}
        onPay={pay}
      />
      <p className="text-center text-xs text-ink-faint">
        <Trans>Test payments: card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</Trans>
      </p>
      <SimulatedWalletSheet
        open={sheet !== 'closed'}
        purpose={t`Your order`}
        amountLabel={formatCents(totalCents)}
        status={sheet === 'processing' ? 'processing' : 'idle'}
        onPay={(payerName) => void payWithWallet(payerName)}
        onCancel={() => setSheet('closed')}
      />
    </div>
  );
}
