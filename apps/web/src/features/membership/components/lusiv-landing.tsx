import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CardList, PageSection } from '#web/components/layout/page-section';
import { SiteHeader } from '#web/components/layout/site-header';
import { buttonStyles } from '#web/components/ui/button';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { useSupportEmail } from '#web/features/content/components/contact-support-link';
import { AccountLink } from '#web/features/identity/components/account-link';
import { cn } from '#web/lib/cn';
import { paths } from '#web/lib/paths';

// Descriptors, worded in the active language as the page draws.
const benefits = [
  {
    title: msg`4 event credits a month`,
    text: msg`One credit books one guest-list spot. Unused credits roll over, up to 12.`,
  },
  { title: msg`Skip the door line`, text: msg`Show your reservation’s QR code at the door and walk in.` },
  { title: msg`Member perks`, text: msg`Drink specials at partner venues and a Lusiv wristband.` },
  { title: msg`Book 3 months ahead`, text: msg`Plan your nights: events open for booking up to 3 months out.` },
];

const steps = [
  { title: msg`Join`, text: msg`Pick 1 month for $20 or 3 months for $50 and pay with Apple Pay, Google Pay or card.` },
  { title: msg`Pick a city`, text: msg`See guest-list events around Los Angeles and Anaheim.` },
  { title: msg`Reserve`, text: msg`Book a spot with a credit. One active reservation at a time.` },
  { title: msg`Show up`, text: msg`Your QR code is on your account page. Staff scan it at the door.` },
];

const faqs = [
  {
    q: msg`How do credits work?`,
    a: msg`Every month of membership adds 4 credits, at joining and on each monthly anniversary. Credits roll over up to 12. Cancel a reservation before the event starts and the credit comes back.`,
  },
  {
    q: msg`How many events can I book?`,
    a: msg`One active reservation at a time. Once that event is over (or you cancel), book the next one.`,
  },
  {
    q: msg`Can I sell or give away my spot?`,
    a: msg`No. Selling entry is forbidden, and reselling spots ends your membership.`,
  },
  {
    q: msg`What happens when my plan ends?`,
    a: msg`Join again any time: a new plan starts where your current one ends, so you never lose days.`,
  },
];

const partners = ['Skyline Lounge', 'Queueless Demo Bar', 'Heart LA Festival', 'Long Beach Pride'];

/** /lusiv and /lusiv/{nfcId}: the membership offer, benefits, how it works, FAQ, partners and contact. */
export function LusivLanding({ nfcId }: { nfcId?: string }) {
  // Members write to the operator's support address (SUPPORT_EMAIL); without one there is no line to show.
  const { i18n, t } = useLingui();
  const supportEmail = useSupportEmail();
  const words = (item: { title: MessageDescriptor; text: MessageDescriptor }) => ({
    title: i18n._(item.title),
    text: i18n._(item.text),
  });
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`Lusiv membership · All you can party`}</title>
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-12 px-4 pt-10 pb-12">
        <section className="flex flex-col gap-4">
          <p className="text-sm font-semibold tracking-widest text-brand uppercase">
            <Trans>Lusiv · invite-only nightlife</Trans>
          </p>
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-balance">
            <Trans>All You Can Party. $99.99 a month value, from $20.</Trans>
          </h1>
          <p className="text-lg text-ink-muted">
            <Trans>4 event credits every month, guest-list spots at the best venues, perks and a wristband.</Trans>
          </p>
          {nfcId && (
            <p className="rounded-xl border border-line bg-surface px-4 py-3 text-sm">
              <Trans>
                Wristband <span className="font-mono font-semibold">{nfcId}</span> is ready to pair with your
                membership.
              </Trans>
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.joinLusiv()} className={cn(buttonStyles({ size: 'lg', fullWidth: true }))}>
              <Trans>Join Lusiv</Trans>
            </Link>
            <Link
              to={paths.lusivEvents()}
              className={cn(buttonStyles({ size: 'lg', variant: 'secondary', fullWidth: true }))}
            >
              <Trans>See events</Trans>
            </Link>
          </div>
        </section>

        <PageSection id="benefits" title={t`Benefits`} className="flex flex-col gap-4">
          <CardList items={benefits.map(words)} />
        </PageSection>

        <PageSection id="how" title={t`How it works`} className="flex flex-col gap-4">
          <ol className="flex flex-col gap-3">
            {steps.map((step, index) => (
              <li key={step.title.id} className="flex gap-4 rounded-2xl border border-line bg-surface p-4">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand font-bold text-brand-ink">
                  {index + 1}
                </span>
                <span>
                  <span className="block font-semibold">{i18n._(step.title)}</span>
                  <span className="text-sm text-ink-muted">{i18n._(step.text)}</span>
                </span>
              </li>
            ))}
          </ol>
        </PageSection>

        <PageSection id="faq" title={t`FAQ`} className="flex flex-col gap-3">
          {faqs.map((faq) => (
            <details key={faq.q.id} className="rounded-2xl border border-line bg-surface p-4">
              <summary className="cursor-pointer font-semibold">{i18n._(faq.q)}</summary>
              <p className="mt-2 text-sm text-ink-muted">{i18n._(faq.a)}</p>
            </details>
          ))}
        </PageSection>

        <PageSection id="partners" title={t`Partners`} className="flex flex-col gap-3">
          <ul className="flex flex-wrap gap-2">
            {partners.map((partner) => (
              <li key={partner} className="rounded-full border border-line px-3 py-1 text-sm">
                {partner}
              </li>
            ))}
          </ul>
        </PageSection>

        {supportEmail && (
          <p className="text-center text-sm text-ink-muted">
            <Trans>
              Questions?{' '}
              <a href={`mailto:${supportEmail}`} className="font-medium text-brand underline">
                Contact us
              </a>
            </Trans>
          </p>
        )}
      </main>
      <PoweredByFooter />
    </div>
  );
}
