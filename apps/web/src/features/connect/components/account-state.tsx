import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VendorPayments } from '@queueless/contracts';
import { i18n } from '#web/lib/i18n/runtime';

/** Stripe's requirement names, in words a vendor knows. */
const requirementWords: Record<string, MessageDescriptor> = {
  external_account: msg`Bank account for payouts`,
  'tos_acceptance.date': msg`Accept Stripe's terms`,
  'business_profile.url': msg`Business website`,
};

/** A requirement in the active language (Stripe's own name, spaced, for one we have no words for). */
export const requirementLabel = (name: string) => {
  const words = requirementWords[name];
  return words ? i18n._(words) : name.replaceAll('_', ' ');
};

/** The account's state in one line, and what is still due. */
export function AccountState({ payments }: { payments: VendorPayments }) {
  const { t } = useLingui();
  if (payments.model === 'platform') {
    return (
      <p className="text-sm text-ink-muted">
        <Trans>Paid into the organizer's account (platform).</Trans>
      </p>
    );
  }
  const account = payments.account;
  if (!account) {
    return (
      <p role="status" className="rounded-2xl bg-brand/15 p-3 text-sm">
        <Trans>No payment account connected yet: this venue takes no card payments until one is.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-wrap gap-2 text-xs font-semibold">
        <li className={badge(account.detailsSubmitted)}>
          {account.detailsSubmitted ? t`Details submitted` : t`Details missing`}
        </li>
        <li className={badge(account.chargesEnabled)}>
          {account.chargesEnabled ? t`Charges enabled` : t`Charges disabled`}
        </li>
        <li className={badge(account.payoutsEnabled)}>
          {account.payoutsEnabled ? t`Payouts enabled` : t`Payouts disabled`}
        </li>
      </ul>
      <p className="text-xs text-ink-muted wrap-anywhere">
        <Trans>Account {account.accountId}</Trans>
      </p>
      {account.requirementsDue.length > 0 && (
        <div className="rounded-2xl bg-brand/15 p-3 text-sm">
          <p className="font-semibold">
            <Trans>Requirements due</Trans>
          </p>
          <ul className="mt-1 list-disc pl-5">
            {account.requirementsDue.map((name) => (
              <li key={name}>{requirementLabel(name)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

const badge = (isOk: boolean) =>
  isOk ? 'rounded-full bg-success/15 px-2 py-0.5 text-success' : 'rounded-full bg-danger/15 px-2 py-0.5 text-danger';
