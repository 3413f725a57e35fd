import { Link } from 'react-router';
import { SiteHeader } from '../components/layout/site-header';
import { buttonStyles } from '../components/ui/button';
import { PoweredByFooter } from '../components/ui/powered-by-footer';
import { AccountLink, SignUpPrompt } from '../features/auth/components/account-link';
import { cn } from '../lib/cn';
import { paths } from '../lib/paths';

// Figures are the product's own marketing claims (customer.md, section 1).
const claims = [
  { figure: '5 s', label: 'to sell a beer' },
  { figure: '9 s', label: 'to fulfil a mixed drink' },
  { figure: '200%', label: 'higher sell-through' },
];

const steps = [
  { title: 'Open the menu', text: 'Scan the code at the bar or stand. Nothing to install.' },
  { title: 'Order and pay', text: 'Pick your drinks, food or merch and pay on your phone.' },
  { title: 'Show your QR code', text: 'Staff scan it and hand your order over. No line.' },
];

/** / and /corporate: the landing page. */
export function HomePage() {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-x-clip">
      <title>Queueless · Order from your phone, skip the line</title>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(60%_50%_at_50%_0%,rgb(251_191_36/0.16),transparent)]"
      />
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4">
        <section className="pt-12 pb-10">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">For venues and events</p>
          <h1 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            Skip the line. Order from your phone.
          </h1>
          <p className="mt-4 text-lg text-ink-muted text-pretty">
            Guests order and pay from their phone, then pick up with a QR code. Staff scan it and hand the order over.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.demo()} className={buttonStyles({ size: 'lg', fullWidth: true })}>
              Try the demo menu
            </Link>
            <SignUpPrompt className="w-full" />
          </div>
        </section>

        <section aria-labelledby="why-heading" className="rounded-3xl border border-line bg-surface p-6">
          <h2 id="why-heading" className="text-xl font-bold text-balance">
            1 in 3 attendees avoid purchases because of wait times.
          </h2>
          <p className="mt-2 text-ink-muted">Take the wait out and the sales come back.</p>
          <dl className="mt-6 grid grid-cols-3 gap-3">
            {claims.map((claim) => (
              <div key={claim.label} className="rounded-2xl bg-surface-raised p-3 text-center">
                <dt className="sr-only">{claim.label}</dt>
                <dd className="text-2xl font-extrabold text-brand tabular-nums">{claim.figure}</dd>
                <dd className="mt-1 text-xs leading-snug text-ink-muted">{claim.label}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="how-heading" className="py-10">
          <h2 id="how-heading" className="text-xl font-bold">
            How it works
          </h2>
          <ol className="mt-5 flex flex-col gap-4">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-brand/15 font-bold text-brand"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="text-ink-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className="flex items-center justify-between gap-4 rounded-2xl border border-line p-5">
          <div>
            <h2 className="font-semibold">Working a venue?</h2>
            <p className="text-sm text-ink-muted">Fulfil orders by scanning guests' QR codes.</p>
          </div>
          <Link
            to={paths.staffSignIn()}
            className={cn(buttonStyles({ variant: 'secondary', size: 'sm' }), 'shrink-0 whitespace-nowrap')}
          >
            Staff sign in
          </Link>
        </section>
      </main>
      <PoweredByFooter />
    </div>
  );
}
