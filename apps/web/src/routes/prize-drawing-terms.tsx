import { Trans, useLingui } from '@lingui/react/macro';
import { SiteHeader } from '#web/components/layout/site-header';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { AccountLink } from '#web/features/identity/components/account-link';

/** /prize-drawing-terms: the drawing's official rules (docs/decisions/014-contest-rules.md). */
export function PrizeDrawingTermsPage() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`Prize Drawing Terms · Queueless`}</title>
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-4 pt-6 leading-relaxed">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Prize Drawing Terms &amp; Conditions</Trans>
        </h1>
        <p className="text-sm text-ink-muted">
          <Trans>Effective 05-01-2025</Trans>
        </p>
        <h2 className="text-xl font-semibold">
          <Trans>Who may enter</Trans>
        </h2>
        <p>
          <Trans>The drawing is open to legal residents of the United States who are 18 years of age or older.</Trans>
        </p>
        <h2 className="text-xl font-semibold">
          <Trans>Entries</Trans>
        </h2>
        <ul className="list-disc pl-5">
          <li>
            <Trans>
              One entry per person per day: signing in at a venue’s page during an event gives one ticket a day.
            </Trans>
          </li>
          <li>
            <Trans>
              One ticket is one chance to win one prize. A draw uses exactly one ticket, whatever the result.
            </Trans>
          </li>
          <li>
            <Trans>Tickets belong to one event and expire when that event ends.</Trans>
          </li>
        </ul>
        <h2 className="text-xl font-semibold">
          <Trans>Odds and prizes</Trans>
        </h2>
        <ul className="list-disc pl-5">
          <li>
            <Trans>
              Each prize has stated odds: the chance that a single draw wins it. Winners are chosen by a cryptographic
              random number, drawn against the odds of the prizes that are still available at that moment.
            </Trans>
          </li>
          <li>
            <Trans>When a prize has run out, its share of the odds becomes a non-winning result.</Trans>
          </li>
          <li>
            <Trans>
              One prize per person per event. Once you have won at an event, further draws at that event use a ticket
              and cannot win.
            </Trans>
          </li>
          <li>
            <Trans>
              Every draw is recorded (who, when, the ticket and the random number), so results can be audited.
            </Trans>
          </li>
        </ul>
        <h2 className="text-xl font-semibold">
          <Trans>Claiming a prize</Trans>
        </h2>
        <ul className="list-disc pl-5">
          <li>
            <Trans>
              A won prize is shown in the Rewards Center with a claim code and a QR code. Show it to the venue’s staff,
              who mark the prize received; a prize can be received once.
            </Trans>
          </li>
          <li>
            <Trans>
              Prizes must be claimed at the venue within 24 hours after the event ends; unclaimed prizes expire.
            </Trans>
          </li>
          <li>
            <Trans>Prizes cannot be exchanged for cash or transferred.</Trans>
          </li>
        </ul>
        <p>
          <Trans>No purchase is necessary to enter or win. Void where prohibited.</Trans>
        </p>
      </main>
      <PoweredByFooter />
    </div>
  );
}
