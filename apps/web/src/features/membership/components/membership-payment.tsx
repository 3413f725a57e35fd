import { Trans, useLingui } from '@lingui/react/macro';
import { formatCents, type MembershipMeResponse, type MembershipPlan, splitWalletName } from '@queueless/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { showToast } from '#web/components/ui/toast';
import { ContactSupportLink } from '#web/features/content/components/contact-support-link';
import { useAuth } from '#web/features/identity/use-auth';
import { createMembershipPaymentIntent } from '#web/features/membership/api/create-payment-intent';
import { joinMembership } from '#web/features/membership/api/join-membership';
import { membershipMessages } from '#web/features/membership/membership-messages';
import { confirmSimulatedPayment } from '#web/features/payments/api/confirm-simulated-payment';
import { usePaymentConfig } from '#web/features/payments/api/get-payment-config';
import { CardForm, type SimulatedPaymentMethod } from '#web/features/payments/components/card-form';
import { SimulatedWalletSheet } from '#web/features/payments/components/simulated-wallet-sheet';
import type { PaymentOutcome } from '#web/features/payments/payment-panel';
import { isApiError } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n/runtime';

// Stripe mode only: its code (and Stripe.js) never loads while payments are simulated.
const StripePayment = lazy(() =>
  import('#web/features/payments/components/stripe-payment').then((m) => ({ default: m.StripePayment })),
);

/** Wallet preparation gives up after 10 s (customer.md sections 4 and 9). */
export const WALLET_PREPARATION_TIMEOUT_MS = 10_000;

type Intent = { paymentIntentId: string; clientSecret: string };
type Preparation =
  | { state: 'loading' }
  | { state: 'ready'; intent: Intent }
  | { state: 'unavailable'; message: string };

type MembershipPaymentProps = {
  plan: MembershipPlan;
  onJoined: (result: MembershipMeResponse) => void;
};

/** Why preparing failed, in the spec's words. */
export function preparationMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'TIMEOUT') return i18n._(membershipMessages.walletTimeout);
  return i18n._(membershipMessages.paymentRequestFailed);
}

/**
 * Pays for a plan: the wallet first (Stripe's Payment Request Button, or the simulated wallet sheet), the card as
 * the fallback; then joins with the payment. Wallet states: loading, unavailable or ready; then processing,
 * success or fail.
 */
export function MembershipPayment({ plan, onJoined }: MembershipPaymentProps) {
  const { i18n, t } = useLingui();
  const { user } = useAuth();
  const config = usePaymentConfig();
  const [preparation, setPreparation] = useState<Preparation>({ state: 'loading' });
  const [sheet, setSheet] = useState<'closed' | 'idle' | 'processing' | 'failed'>('closed');
  const [isProcessing, setIsProcessing] = useState(false);
  const isRunning = useRef(false);
  const amountLabel = `$${formatCents(plan.amountCents)}`;

  useEffect(() => {
    let isCurrent = true;
    setPreparation({ state: 'loading' });
    createMembershipPaymentIntent(plan, { timeoutMs: WALLET_PREPARATION_TIMEOUT_MS }).then(
      (intent) => isCurrent && setPreparation({ state: 'ready', intent }),
      (error: unknown) => isCurrent && setPreparation({ state: 'unavailable', message: preparationMessage(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [plan]);

  const intent = preparation.state === 'ready' ? preparation.intent : null;

  /** Runs one payment then the join; answers whether the membership is active. */
  const run = async (pay: () => Promise<PaymentOutcome>, payerName?: string): Promise<boolean> => {
    if (isRunning.current || !intent) return false;
    isRunning.current = true;
    setIsProcessing(true);
    try {
      if (!(await pay())) throw new Error('payment did not succeed');
      const names = payerName?.trim() ? splitWalletName(payerName) : {};
      const result = await joinMembership({
        ...names,
        email: '',
        phoneNumber: user?.phoneNumber,
        paymentIntentId: intent.paymentIntentId,
        membershipDuration: plan.durationMonths,
        amount: plan.amountCents,
      });
      onJoined(result);
      return true;
    } catch {
      showToast({ title: i18n._(membershipMessages.paymentFailed), variant: 'error' });
      return false;
    } finally {
      isRunning.current = false;
      setIsProcessing(false);
    }
  };

  const confirmSimulated = async (paymentMethod: SimulatedPaymentMethod) => {
    if (!intent) throw new Error(i18n._(membershipMessages.paymentNotReady));
    const { paymentIntent } = await confirmSimulatedPayment(intent.paymentIntentId, {
      clientSecret: intent.clientSecret,
      paymentMethod,
    });
    return paymentIntent.status === 'succeeded';
  };

  const payWithSimulatedWallet = async (payerName: string) => {
    setSheet('processing');
    const isPaid = await run(
      () => confirmSimulated({ type: 'wallet', payerName: payerName.trim() || undefined }),
      payerName,
    );
    setSheet(isPaid ? 'closed' : 'failed');
  };

  if (config.isError) {
    return <Problem message={i18n._(membershipMessages.walletInitFailed)} />;
  }
  if (config.isPending || preparation.state === 'loading') {
    return (
      <div className="grid h-13 place-items-center rounded-xl border border-line text-ink-muted">
        <Spinner label={t`Preparing Apple Pay / Google Pay`} />
      </div>
    );
  }
  if (preparation.state === 'unavailable') return <Problem message={preparation.message} />;
  if (!intent) return <Problem message={i18n._(membershipMessages.paymentNotReady)} />;

  if (config.data.provider === 'stripe' && config.data.publishableKey) {
    return (
      <Suspense fallback={<Spinner label={t`Preparing Apple Pay / Google Pay`} />}>
        <StripePayment
          publishableKey={config.data.publishableKey}
          clientSecret={intent.clientSecret}
          paymentIntentId={intent.paymentIntentId}
          totalCents={plan.amountCents}
          payLabel={t`Pay ${amountLabel}`}
          isProcessing={isProcessing}
          isDisabled={false}
          beforePay={() => null}
          runPayment={(pay, wallet) => run(pay, wallet?.payerName)}
          walletUnavailableMessage={i18n._(membershipMessages.walletUnavailable)}
          walletFallback={<ContactSupport />}
        />
      </Suspense>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Button
        size="lg"
        variant="inverse"
        fullWidth
        isLoading={isProcessing && sheet !== 'closed'}
        disabled={isProcessing}
        onClick={() => setSheet('idle')}
        className="whitespace-nowrap"
      >
        <Trans>Pay with Apple Pay / Google Pay</Trans>
      </Button>
      <div className="flex items-center gap-3 text-sm text-ink-faint" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        <Trans>or pay with card</Trans>
        <span className="h-px flex-1 bg-line" />
      </div>
      <CardForm
        payLabel={t`Pay ${amountLabel}`}
        isProcessing={isProcessing && sheet === 'closed'}
        isDisabled={isProcessing}
        beforePay={() => null}
        onPay={async (paymentMethod) => {
          await run(() => confirmSimulated(paymentMethod));
        }}
      />
      <SimulatedWalletSheet
        open={sheet !== 'closed'}
        purpose={t`Lusiv membership`}
        amountLabel={amountLabel}
        status={sheet === 'processing' ? 'processing' : sheet === 'failed' ? 'failed' : 'idle'}
        onPay={(name) => void payWithSimulatedWallet(name)}
        onCancel={() => setSheet('closed')}
      />
    </div>
  );
}

/** Why the wallet cannot be used, and the way to real support. */
function Problem({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
        {message}
      </p>
      <ContactSupport />
    </div>
  );
}

/** The wallet's fallback: it leads to support, and pressing it counts as a failed payment (customer.md section 5). */
function ContactSupport() {
  const { i18n } = useLingui();
  return (
    <ContactSupportLink
      label={i18n._(membershipMessages.contactSupport)}
      onPress={() => showToast({ title: i18n._(membershipMessages.paymentFailed), variant: 'error' })}
    />
  );
}
