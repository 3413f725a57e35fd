import { SiteHeader } from '#web/components/layout/site-header';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { AccountLink } from '#web/features/identity/components/account-link';

/** /prize-drawing-terms: the drawing's official rules (docs/decisions/014-contest-rules.md). */
export function PrizeDrawingTermsPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Prize Drawing Terms · Queueless</title>
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-4 pt-6 leading-relaxed">
        <h1 className="text-3xl font-bold tracking-tight">Prize Drawing Terms &amp; Conditions</h1>
        <p className="text-sm text-ink-muted">Effective 05-01-2025</p>
        <h2 className="text-xl font-semibold">Who may enter</h2>
        <p>The drawing is open to legal residents of the United States who are 18 years of age or older.</p>
        <h2 className="text-xl font-semibold">Entries</h2>
        <ul className="list-disc pl-5">
          <li>One entry per person per day: signing in at a venue’s page during an event gives one ticket a day.</li>
          <li>One ticket is one chance to win one prize. A draw uses exactly one ticket, whatever the result.</li>
          <li>Tickets belong to one event and expire when that event ends.</li>
        </ul>
        <h2 className="text-xl font-semibold">Odds and prizes</h2>
        <ul className="list-disc pl-5">
          <li>
            Each prize has stated odds: the chance that a single draw wins it. Winners are chosen by a cryptographic
            random number, drawn against the odds of the prizes that are still available at that moment.
          </li>
          <li>When a prize has run out, its share of the odds becomes a non-winning result.</li>
          <li>
            One prize per person per event. Once you have won at an event, further draws at that event use a ticket and
            cannot win.
          </li>
          <li>Every draw is recorded (who, when, the ticket and the random number), so results can be audited.</li>
        </ul>
        <h2 className="text-xl font-semibold">Claiming a prize</h2>
        <ul className="list-disc pl-5">
          <li>
            A won prize is shown in the Rewards Center with a claim code and a QR code. Show it to the venue’s staff,
            who mark the prize received; a prize can be received once.
          </li>
          <li>Prizes must be claimed at the venue within 24 hours after the event ends; unclaimed prizes expire.</li>
          <li>Prizes cannot be exchanged for cash or transferred.</li>
        </ul>
        <p>No purchase is necessary to enter or win. Void where prohibited.</p>
      </main>
      <PoweredByFooter />
    </div>
  );
}
