import type { VendorPayments } from '@queueless/contracts';

/** Stripe's requirement names, in words a vendor knows. */
const requirementWords: Record<string, string> = {
  external_account: 'Bank account for payouts',
  'tos_acceptance.date': "Accept Stripe's terms",
  'business_profile.url': 'Business website',
};

export const requirementLabel = (name: string) => requirementWords[name] ?? name.replaceAll('_', ' ');

/** The account's state in one line, and what is still due. */
export function AccountState({ payments }: { payments: VendorPayments }) {
  if (payments.model === 'platform') {
    return <p className="text-sm text-ink-muted">Paid into the organizer's account (platform).</p>;
  }
  const account = payments.account;
  if (!account) {
    return (
      <p role="status" className="rounded-2xl bg-brand/15 p-3 text-sm">
        No payment account connected yet: this venue takes no card payments until one is.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-wrap gap-2 text-xs font-semibold">
        <li className={badge(account.detailsSubmitted)}>
          Details {account.detailsSubmitted ? 'submitted' : 'missing'}
        </li>
        <li className={badge(account.chargesEnabled)}>Charges {account.chargesEnabled ? 'enabled' : 'disabled'}</li>
        <li className={badge(account.payoutsEnabled)}>Payouts {account.payoutsEnabled ? 'enabled' : 'disabled'}</li>
      </ul>
      <p className="text-xs text-ink-muted wrap-anywhere">Account {account.accountId}</p>
      {account.requirementsDue.length > 0 && (
        <div className="rounded-2xl bg-brand/15 p-3 text-sm">
          <p className="font-semibold">Requirements due</p>
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
