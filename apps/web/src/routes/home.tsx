import { Trans, useLingui } from '@lingui/react/macro';
import type { LandingContent } from '@queueless/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { CardList, PageSection } from '#web/components/layout/page-section';
import { SiteHeader } from '#web/components/layout/site-header';
import { Button, buttonStyles } from '#web/components/ui/button';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { useContentPage } from '#web/features/content/api/get-content-page';
import { ContentImage } from '#web/features/content/components/content-image';
import { ContentError } from '#web/features/content/components/content-states';
import { pageSlugs } from '#web/features/content/content-slugs';
import { AccountLink } from '#web/features/identity/components/account-link';
import { BookDemoDialog } from '#web/features/leads/components/book-demo-dialog';
import { cn } from '#web/lib/cn';
import { paths } from '#web/lib/paths';

function FeatureBlock({
  id,
  block,
  isReversed = false,
}: {
  id: string;
  block: LandingContent['expressPickup'];
  isReversed?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('grid items-center gap-6 py-10 md:grid-cols-2', isReversed && 'md:[&>*:first-child]:order-2')}
    >
      <ContentImage image={block.image} width={800} height={600} className="h-auto w-full aspect-[4/3] rounded-3xl" />
      <div>
        <h2 id={id} className="text-2xl font-bold">
          {block.title}
        </h2>
        <p className="mt-2 text-ink-muted">{block.text}</p>
        <ul className="mt-4 flex flex-col gap-2">
          {block.points.map((point) => (
            <li key={point} className="flex gap-2">
              <span aria-hidden="true" className="text-brand">
                ✓
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Landing({ content, onBookDemo }: { content: LandingContent; onBookDemo: () => void }) {
  const { t } = useLingui();
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4">
      <section className="grid items-center gap-8 pt-10 pb-12 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{content.hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {content.hero.title}
          </h1>
          <p className="mt-4 text-lg text-ink-muted text-pretty">{content.hero.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" fullWidth onClick={onBookDemo}>
              <Trans>Book a Demo</Trans>
            </Button>
            <Link to={paths.demo()} className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}>
              <Trans>Try the demo menu</Trans>
            </Link>
          </div>
        </div>
        <ContentImage
          image={content.hero.image}
          width={1200}
          height={800}
          isEager
          className="h-auto w-full aspect-[3/2] rounded-3xl"
        />
      </section>

      <PageSection
        id="results-heading"
        title={t`Results`}
        className="rounded-3xl border border-line bg-surface p-6"
        headingClassName="text-xl font-bold"
      >
        <ul className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-4">
          {content.statistics.map((statistic) => (
            <li key={statistic.label} className="rounded-2xl bg-surface-raised p-4">
              <span className="block text-2xl font-extrabold text-brand tabular-nums">{statistic.figure}</span>{' '}
              <span className="mt-1 block text-sm leading-snug text-ink-muted">{statistic.label}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="experience-heading" title={t`The guest experience`} className="py-12">
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {content.experiences.map((card) => (
            <li key={card.title} className="overflow-hidden rounded-3xl border border-line bg-surface">
              <ContentImage image={card.image} width={800} height={600} className="h-auto w-full aspect-[4/3]" />
              <div className="p-5">
                <h3 className="text-lg font-semibold">{card.title}</h3>
                <p className="mt-1 text-ink-muted">{card.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <FeatureBlock id="express-heading" block={content.expressPickup} />
      <FeatureBlock id="wristbands-heading" block={content.wristbands} isReversed />

      <section
        aria-labelledby="presale-heading"
        className="my-6 flex flex-col gap-4 rounded-3xl bg-brand/15 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="presale-heading" className="text-xl font-bold">
            {content.presale.title}
          </h2>
          <p className="text-ink-muted">{content.presale.text}</p>
        </div>
        <Link to={paths.presaleWristband()} className={cn(buttonStyles({ size: 'lg' }), 'shrink-0')}>
          <Trans>See the presale</Trans>
        </Link>
      </section>

      <PageSection id="integrations-heading" title={content.integrations.title} className="py-10">
        <p className="mt-2 text-ink-muted">{content.integrations.text}</p>
        <CardList
          items={content.integrations.items.map((item) => ({ title: item.name, text: item.text }))}
          className="mt-6"
        />
      </PageSection>

      <PageSection id="venues-heading" title={t`Trusted by venues`} className="py-6">
        <ul className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-4">
          {content.trustedVenues.map((venue) => (
            <li key={venue.name} className="rounded-2xl bg-surface p-4 text-center">
              <span className="block font-semibold">{venue.name}</span>
              <span className="block text-sm text-ink-muted">{venue.city}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <section className="mt-10 flex flex-col items-center gap-4 rounded-3xl border border-line p-8 text-center">
        <h2 className="text-2xl font-bold text-balance">
          <Trans>Ready to take the wait out of your venue?</Trans>
        </h2>
        <Button size="lg" onClick={onBookDemo}>
          <Trans>Book a Demo</Trans>
        </Button>
        <Link
          to={paths.staffSignIn()}
          className="rounded text-sm font-medium text-ink-muted underline-offset-4 hover:underline"
        >
          <Trans>Staff sign in</Trans>
        </Link>
      </section>
    </main>
  );
}

/** / and /corporate: the venue landing page, its words and figures from the content service. */
export function HomePage() {
  const { t } = useLingui();
  const [isBookingDemo, setIsBookingDemo] = useState(false);
  const page = useContentPage(pageSlugs.landing, 'landing');

  if (page.isPending) return <FullPageSpinner />;
  return (
    <div className="relative flex min-h-dvh flex-col overflow-x-clip">
      <title>{t`Queueless · Mobile ordering for venues and events`}</title>
      <SiteHeader actions={<AccountLink />} />
      {page.data ? (
        <Landing content={page.data} onBookDemo={() => setIsBookingDemo(true)} />
      ) : (
        <main className="flex-1">
          <ContentError error={page.error} onRetry={() => void page.refetch()} isRetrying={page.isFetching} />
        </main>
      )}
      <BookDemoDialog open={isBookingDemo} onClose={() => setIsBookingDemo(false)} />
      <PoweredByFooter />
    </div>
  );
}
