import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { applicationFeeCents, feeRefundCents } from '../../providers/payments/connect-money.js';
import type { ChargeOnAccount, PaymentProvider } from '../../providers/payments/payments.js';
import { NOT_TAKING_PAYMENTS_REASON } from '../vendor-locations/index.js';
import type { ConnectRepo, VendorPaymentsRow } from './connect.repo.js';

/** Whether a vendor's settings let its locations take a paid order now (no row: `platform`, as before). */
export function takesPayments(settings: VendorPaymentsRow | null | undefined): boolean {
  if (!settings || settings.model === 'platform') return true;
  return settings.accountId !== null && settings.chargesEnabled;
}

/** The fee on an order of `totalCents` under a vendor's settings. */
export function feeOf(
  settings: Pick<VendorPaymentsRow, 'feePercentBasisPoints' | 'feeFixedCents'>,
  totalCents: number,
) {
  return applicationFeeCents(totalCents, {
    percentBasisPoints: settings.feePercentBasisPoints,
    fixedCents: settings.feeFixedCents,
  });
}

/**
 * The payment provider as orders, refunds and the webhooks use it (decision 091): a payment for a vendor on `connect` is
 * a direct charge on its connected account with the platform's fee, and every later call about it (read, change,
 * refund) goes to that account, found by the intent in `connect_charges`. A vendor on `platform`, and every intent made
 * before its vendor switched, stays on the platform's account. The provider is the prototype, so what only one
 * provider has (the simulated one's confirm) stays reachable.
 */
export function routePaymentsByVendor({
  inner,
  repo,
  clock,
}: {
  inner: PaymentProvider;
  repo: ConnectRepo;
  clock: Clock;
}): PaymentProvider {
  const routed = Object.create(inner) as PaymentProvider;

  routed.createIntent = async (input) => {
    const vendorLocationId = input.metadata.vendorLocationId;
    const found = vendorLocationId ? await repo.settingsOfLocation(vendorLocationId) : undefined;
    const settings = found?.settings;
    if (!found || !settings || settings.model === 'platform') return inner.createIntent(input);
    // Refused before any charge is made: the order is never created (the menu says the same).
    if (!takesPayments(settings) || !settings.accountId) {
      throw new AppError('ORDERING_CLOSED', NOT_TAKING_PAYMENTS_REASON);
    }
    const onAccount: ChargeOnAccount = {
      accountId: settings.accountId,
      applicationFeeCents: feeOf(settings, input.amountCents),
    };
    const intent = { ...(await inner.createIntent({ ...input, onAccount })), accountId: onAccount.accountId };
    await repo.saveCharge(
      {
        paymentIntentId: intent.id,
        orderId: input.metadata.orderId ?? '',
        vendorId: found.vendorId,
        accountId: onAccount.accountId,
        amountCents: intent.amountCents,
        applicationFeeCents: onAccount.applicationFeeCents,
        feeRefund: settings.feeRefund,
      },
      clock(),
    );
    return intent;
  };

  routed.updateIntentAmount = async (input) => {
    const charge = await repo.chargeOf(input.paymentIntentId);
    if (!charge) return inner.updateIntentAmount(input);
    const settings = await repo.getSettings(charge.vendorId);
    // The fee for the new amount, by the vendor's fee as it is now (the order is not paid yet).
    const fee = settings ? feeOf(settings, input.amountCents) : Math.min(charge.applicationFeeCents, input.amountCents);
    const intent = {
      ...(await inner.updateIntentAmount({
        ...input,
        onAccount: { accountId: charge.accountId, applicationFeeCents: fee },
      })),
      accountId: charge.accountId,
    };
    await repo.saveCharge({ ...charge, amountCents: intent.amountCents, applicationFeeCents: fee }, clock());
    return intent;
  };

  routed.retrieveIntent = async (paymentIntentId) => {
    const charge = await repo.chargeOf(paymentIntentId);
    if (!charge) return inner.retrieveIntent(paymentIntentId);
    return { ...(await inner.retrieveIntent(paymentIntentId, charge.accountId)), accountId: charge.accountId };
  };

  routed.refund = async (input) => {
    const charge = await repo.chargeOf(input.paymentIntentId);
    if (!charge) return inner.refund(input);
    const refundApplicationFee = charge.feeRefund === 'proportional';
    const result = await inner.refund({ ...input, onAccount: { accountId: charge.accountId, refundApplicationFee } });
    // What Stripe returns of the fee with `refund_application_fee`, by the same rule (connect-money.ts).
    await repo.recordFeeRefund(
      { refundId: result.refundId, paymentIntentId: charge.paymentIntentId, amountCents: input.amountCents },
      (before) =>
        refundApplicationFee
          ? feeRefundCents({
              chargeCents: charge.amountCents,
              feeCents: charge.applicationFeeCents,
              refundedBeforeCents: before.refundedCents,
              refundCents: input.amountCents,
              feeRefundedBeforeCents: before.feeRefundedCents,
            })
          : 0,
    );
    return result;
  };

  return routed;
}
