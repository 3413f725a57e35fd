import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SiteHeader } from '#web/components/layout/site-header';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { LEGAL_DRINKING_AGE } from '#web/lib/constants';

// Descriptors, worded in the active language when the page draws (never when this module loads).
const sections = [
  {
    key: 'ordering',
    title: msg`Ordering`,
    text: msg`Orders are placed with the venue shown on the menu. The venue prepares your order and hands it over when staff scan your order code. Prices include the items you chose; sales tax and any tip are shown before you pay.`,
  },
  {
    key: 'payment',
    title: msg`Payment`,
    text: msg`You pay when you place the order. Your card is charged by our payment provider on behalf of the venue; we never store your full card number.`,
  },
  {
    key: 'alcohol',
    title: msg`Alcohol`,
    text: msg`Alcoholic drinks are sold only to guests aged ${LEGAL_DRINKING_AGE} or over. Staff check a valid photo ID at pickup and may refuse to hand over alcohol, in which case that part of the order is refunded.`,
  },
  {
    key: 'pickup',
    title: msg`Pickup`,
    text: msg`Show your order code at the pickup point. An order is complete once staff scan it. Keep your code to yourself: anyone who shows it can collect the order.`,
  },
  {
    key: 'presale-items',
    title: msg`Presale items`,
    text: msg`For presale items, such as festival wristbands, you pay the share shown at checkout now and the balance when you pick the item up. The balance due is shown on your receipt.`,
  },
  {
    key: 'refunds',
    title: msg`Refunds`,
    text: msg`If the venue cannot fulfil your order, staff refund it in full to the card you paid with. Refunds usually reach your account within 5 to 10 business days.`,
  },
  {
    key: 'your-account',
    title: msg`Your account`,
    text: msg`You sign in with a code sent to your phone. We use your phone number to keep your orders and to send sign-in codes, and for nothing else without your consent.`,
  },
];

/** /terms: the terms the checkout asks customers to accept. */
export function TermsPage() {
  const { i18n, t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`Terms and Conditions · Queueless`}</title>
      <SiteHeader />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 pt-8">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Terms and Conditions</Trans>
        </h1>
        <p className="mt-2 text-ink-muted">
          <Trans>These terms apply to every order placed through Queueless.</Trans>
        </p>
        {sections.map((section) => (
          <section key={section.key} className="mt-6">
            <h2 className="text-xl font-semibold">{i18n._(section.title)}</h2>
            <p className="mt-2 text-ink-muted">{i18n._(section.text)}</p>
          </section>
        ))}
      </main>
      <PoweredByFooter />
    </div>
  );
}
