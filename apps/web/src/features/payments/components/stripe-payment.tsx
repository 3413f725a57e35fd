import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentRequest, Stripe, StripeCardElement } from '@stripe/stripe-js';
// The pure entry: Stripe.js is fetched when loadStripe is first called, never as a side effect of importing this.
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Spinner } from '#web/components/ui/spinner';
import { formatZip } from '#web/features/payments/card-input';
import { orderMessages } from '#web/features/payments/order-messages';
import { PaymentFailedError, type PaymentPanelProps } from '#web/features/payments/payment-panel';

/** Wallet preparation gives up after 10 s (customer.md, section 4). */
const WALLET_PREPARATION_TIMEOUT_MS = 10_000;

type WalletState = 'loading' | 'unavailable' | 'ready';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js, loaded once per key (and connected account) and only in stripe mode (never on the menu). A direct charge
 * on a vendor's account is confirmed by a Stripe.js acting on that account (decision 091).
 */
function getStripe(publishableKey: string, stripeAccount?: string): Promise<Stripe | null> {
  const cacheKey = stripeAccount ? `${publishableKey}|${stripeAccount}` : publishableKey;
  let pending = stripeByKey.get(cacheKey);
  if (!pending) {
    pending = loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined).catch((error: unknown) => {
      stripeByKey.delete(cacheKey);
      throw error;
    });
    stripeByKey.set(cacheKey, pending);
  }
  return pending;
}

/** Stripe's answer to a confirm as success, or a PaymentFailedError carrying Stripe's reason. */
function readResult(result: Awaited<ReturnType<Stripe['confirmCardPayment']>>): boolean {
  if (result.error) throw new PaymentFailedError(result.error.message ?? orderMessages.paymentFailed);
  return result.paymentIntent?.status === 'succeeded';
}

/** Stripe mode: Stripe's card element with our name and ZIP fields, and the browser's wallet (Payment Request). */
export function StripePayment({
  publishableKey,
  stripeAccount,
  clientSecret,
  totalCents,
  payLabel,
  isProcessing,
  isDisabled,
  beforePay,
  runPayment,
  walletUnavailableMessage,
  walletFallback,
}: PaymentPanelProps & {
  publishableKey: string;
  /** Said when the browser has no wallet (the membership flow's words); checkout says nothing. */
  walletUnavailableMessage?: string;
  /** Shown under that message (the membership flow's 'Contact Support'). */
  walletFallback?: ReactNode;
}) {
  const { t } = useLingui();
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [walletState, setWalletState] = useState<WalletState>('loading');
  const [name, setName] = useState('');
  const [zip, setZip] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const cardHost = useRef<HTMLDivElement>(null);
  const card = useRef<StripeCardElement | null>(null);
  const paymentRequest = useRef<PaymentRequest | null>(null);
  // The latest props for Stripe's event handlers, which are attached once.
  const latest = useRef({ clientSecret, beforePay, runPayment });
  latest.current = { clientSecret, beforePay, runPayment };

  useEffect(() => {
    let isCurrent = true;
    getStripe(publishableKey, stripeAccount).then(
      (loaded) => {
        if (!isCurrent) return;
        if (loaded) setStripe(loaded);
        else setLoadError(orderMessages.stripeNotLoaded);
      },
      () => isCurrent && setLoadError(orderMessages.stripeNotLoaded),
    );
    return () => {
      isCurrent = false;
    };
  }, [publishableKey, stripeAccount]);

  // The card element.
  useEffect(() => {
    if (!stripe || !cardHost.current) return;
    const element = stripe.elements().create('card', {
      hidePostalCode: true,
      style: { base: { color: '#f4f4f5', fontSize: '18px', '::placeholder': { color: '#71717a' } } },
    });
    element.mount(cardHost.current);
    element.on('change', (event) => setCardError(event.error?.message ?? null));
    card.current = element;
    return () => {
      element.destroy();
      card.current = null;
    };
  }, [stripe]);

  // The wallet: ready when the browser can pay with Apple Pay or Google Pay, else unavailable; 10 s at most.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is made once; its amount follows below.
  useEffect(() => {
    if (!stripe) return;
    const request = stripe.paymentRequest({
      country: 'US',
      currency: 'usd',
      total: { label: translate`Queueless order`, amount: totalCents },
      requestPayerName: true,
    });
    let isSettled = false;
    const timer = setTimeout(() => {
      if (!isSettled) setWalletState('unavailable');
    }, WALLET_PREPARATION_TIMEOUT_MS);
    request.canMakePayment().then(
      (result) => {
        isSettled = true;
        setWalletState(result ? 'ready' : 'unavailable');
      },
      () => {
        isSettled = true;
        setWalletState('unavailable');
      },
    );
    request.on('paymentmethod', (event) => {
      void latest.current
        .runPayment(
          async () => {
            const secret = latest.current.clientSecret;
            const first = await stripe.confirmCardPayment(
              secret,
              { payment_method: event.paymentMethod.id },
              { handleActions: false },
            );
            if (first.error) {
              event.complete('fail');
              return readResult(first);
            }
            event.complete('success');
            if (first.paymentIntent?.status === 'requires_action')
              return readResult(await stripe.confirmCardPayment(secret));
            return readResult(first);
          },
          { payerName: event.payerName },
        )
        .then((isStarted) => {
          // Another payment was running: the sheet must still be closed.
          if (!isStarted) event.complete('fail');
        });
    });
    paymentRequest.current = request;
    return () => {
      clearTimeout(timer);
      paymentRequest.current = null;
    };
  }, [stripe]);

  useEffect(() => {
    paymentRequest.current?.update({ total: { label: translate`Queueless order`, amount: totalCents } });
  }, [totalCents]);

  const payWithCard = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isProcessing || isDisabled) return;
    const problem = beforePay(name);
    if (problem) {
      setNameError(problem === orderMessages.cardholderNameRequired ? orderMessages.cardholderNameField : null);
      return;
    }
    setNameError(null);
    await runPayment(async () => {
      if (!stripe) throw new PaymentFailedError(orderMessages.stripeNotLoaded);
      const element = card.current;
      if (!element) throw new PaymentFailedError(orderMessages.cardElementsNotLoaded);
      return readResult(
        await stripe.confirmCardPayment(clientSecret, {
          payment_method: {
            card: element,
            billing_details: { name: name.trim(), address: zip ? { postal_code: zip } : undefined },
          },
        }),
      );
    });
  };

  if (loadError) {
    return (
      <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
        {loadError}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {walletState === 'loading' && (
        <div className="grid h-13 place-items-center rounded-xl border border-line text-ink-muted">
          <Spinner label={t`Preparing Apple Pay / Google Pay`} />
        </div>
      )}
      {walletState === 'ready' && (
        <Button
          size="lg"
          fullWidth
          variant="inverse"
          isLoading={isProcessing}
          disabled={isDisabled}
          className="whitespace-nowrap"
          onClick={() => {
            if (latest.current.beforePay() === null) paymentRequest.current?.show();
          }}
        >
          <Trans>Pay with Apple Pay / Google Pay</Trans>
        </Button>
      )}
      {walletState === 'unavailable' && walletUnavailableMessage && (
        <p className="text-center text-sm text-ink-muted">{walletUnavailableMessage}</p>
      )}
      {walletState === 'unavailable' && walletFallback}
      {walletState !== 'unavailable' && (
        <div className="flex items-center gap-3 text-sm text-ink-faint" aria-hidden="true">
          <span className="h-px flex-1 bg-line" />
          <Trans>or pay with card</Trans>
          <span className="h-px flex-1 bg-line" />
        </div>
      )}
      <form onSubmit={payWithCard} noValidate className="flex flex-col gap-1" aria-label={t`Card details`}>
        <Input
          label={t`Cardholder name`}
          autoComplete="cc-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          disabled={isProcessing}
        />
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">
            <Trans>Card</Trans>
          </span>
          {/* Stripe's own frame goes in here, with its own labels. */}
          <div
            ref={cardHost}
            className="flex h-13 flex-col justify-center rounded-xl border border-field-line bg-surface px-4"
          >
            {!stripe && <Spinner label={t`Loading card form`} />}
          </div>
          <p aria-live="polite" className="min-h-5 text-sm text-danger">
            {cardError}
          </p>
        </div>
        <Input
          label={t`ZIP`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={zip}
          onChange={(event) => setZip(formatZip(event.target.value))}
          disabled={isProcessing}
          className="w-32"
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          isLoading={isProcessing}
          disabled={isDisabled || !stripe}
          className="mt-2"
        >
          {payLabel}
        </Button>
      </form>
    </div>
  );
}
