import { Trans, useLingui } from '@lingui/react/macro';
import type { FestivalContent } from '@queueless/contracts';
import { Link, useLocation } from 'react-router';
import { SiteHeader } from '#web/components/layout/site-header';
import { buttonStyles } from '#web/components/ui/button';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { useContentPage } from '#web/features/content/api/get-content-page';
import { ContentImage } from '#web/features/content/components/content-image';
import { ContentError } from '#web/features/content/components/content-states';
import { pageSlugs } from '#web/features/content/content-slugs';
import {
  festivalBasePath,
  formatFestivalDates,
  formatFestivalTimes,
  hasFestivalEnded,
} from '#web/features/content/festival-dates';
import { cn } from '#web/lib/cn';
import { paths } from '#web/lib/paths';

export type FestivalPageName = 'heartla' | 'longbeachpride';

function ExternalButton({
  href,
  children,
  variant = 'secondary',
}: {
  href: string;
  children: string;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonStyles({ variant, size: 'lg', fullWidth: true })}
    >
      {children}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/** A festival's page; once it has ended it says so and offers no ordering, tickets or quick-buy. */
export function Festival({ content, basePath }: { content: FestivalContent; basePath: string }) {
  const { t } = useLingui();
  const hasEnded = hasFestivalEnded(content.endsAt);
  const dates = formatFestivalDates(content.startsAt, content.endsAt, content.timeZone);
  const times = formatFestivalTimes(content.startsAt, content.endsAt, content.timeZone);
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4">
      <section className="pt-6">
        <ContentImage
          image={content.heroImage}
          width={1200}
          height={800}
          isEager
          className="h-auto w-full aspect-[3/2] rounded-3xl"
        />
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance">{content.name}</h1>
        <p className="mt-2 text-lg text-ink-muted">{content.tagline}</p>
        <dl className="mt-5 grid gap-3 sm:grid-cols-2">
          <div className="rounded-2xl bg-surface p-4">
            <dt className="text-sm text-ink-muted">
              <Trans>Date</Trans>
            </dt>
            <dd className="font-semibold">{dates}</dd>
            <dd className="text-ink-muted">
              {times} · {content.ageLimit}
            </dd>
          </div>
          <div className="rounded-2xl bg-surface p-4">
            <dt className="text-sm text-ink-muted">
              <Trans>Venue</Trans>
            </dt>
            <dd className="font-semibold">{content.venue.name}</dd>
            <dd className="text-ink-muted">
              {content.venue.address}, {content.venue.city}
            </dd>
          </div>
        </dl>
        {hasEnded ? (
          <p role="status" className="mt-5 rounded-2xl border border-line bg-surface p-4 font-semibold">
            <Trans>This event has ended.</Trans>
          </p>
        ) : (
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <a href="#order" className={buttonStyles({ size: 'lg', fullWidth: true })}>
              <Trans>Skip the line: order food & drinks</Trans>
            </a>
            {content.ticketLink && (
              <ExternalButton href={content.ticketLink.url}>{content.ticketLink.label}</ExternalButton>
            )}
            {content.instagramLink && (
              <ExternalButton href={content.instagramLink.url}>{content.instagramLink.label}</ExternalButton>
            )}
          </div>
        )}
      </section>

      {!hasEnded && (
        <section id="order" aria-labelledby="order-heading" className="scroll-mt-20 py-10">
          <h2 id="order-heading" className="text-2xl font-bold">
            <Trans>Order now</Trans>
          </h2>
          <p className="mt-1 text-ink-muted">
            <Trans>Order on your phone and pick up without waiting in line.</Trans>
          </p>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {content.orderLinks.map((link) => (
              <li key={link.shortCode} className="flex flex-col gap-3 rounded-2xl border border-line p-5">
                <h3 className="text-lg font-semibold">{link.label}</h3>
                <p className="flex-1 text-ink-muted">{link.text}</p>
                <Link to={paths.shortLink(link.shortCode)} className={buttonStyles({ fullWidth: true })}>
                  <span aria-hidden="true">
                    <Trans>Order now</Trans>
                  </span>
                  <span className="sr-only">{t`Order now: ${link.label}`}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={basePath}
            className="mt-4 inline-block rounded text-sm font-medium text-brand underline-offset-4 hover:underline"
          >
            <Trans>See the full menu</Trans>
          </Link>
        </section>
      )}

      <section aria-labelledby="schedule-heading" className="py-6">
        <h2 id="schedule-heading" className="text-2xl font-bold">
          <Trans>Schedule</Trans>
        </h2>
        <ContentImage
          image={content.scheduleImage}
          width={900}
          height={1200}
          className="h-auto w-full mt-4 rounded-3xl sm:max-w-md"
        />
      </section>

      <section aria-labelledby="lineup-heading" className="py-6">
        <h2 id="lineup-heading" className="text-2xl font-bold">
          <Trans>Lineup</Trans>
        </h2>
        {content.lineup.map((group) => (
          <div key={group.section} className="mt-6">
            <h3 className="text-lg font-semibold text-brand">{group.section}</h3>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {group.artists.map((artist) => (
                <li key={artist.name} className="flex gap-4 rounded-2xl bg-surface p-3">
                  <ContentImage image={artist.image} width={600} height={600} className="size-20 shrink-0 rounded-xl" />
                  <div className="min-w-0">
                    <h4 className="font-semibold">{artist.name}</h4>
                    <p className="text-sm text-ink-muted">{artist.description}</p>
                    {artist.social.length > 0 && (
                      <p className="mt-1 flex flex-wrap gap-3 text-sm">
                        {artist.social.map((link) => (
                          <a
                            key={link.url}
                            href={link.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="rounded font-medium text-brand underline-offset-4 hover:underline"
                          >
                            {link.label}
                            <span className="sr-only">
                              {' '}
                              <Trans>of {artist.name} (opens in a new tab)</Trans>
                            </span>
                          </a>
                        ))}
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section aria-labelledby="details-heading" className="py-6">
        <h2 id="details-heading" className="text-2xl font-bold">
          <Trans>Event details</Trans>
        </h2>
        <dl className="mt-4 divide-y divide-line rounded-2xl border border-line">
          {content.details.map((detail) => (
            <div key={detail.term} className={cn('grid gap-1 p-4 sm:grid-cols-[10rem_1fr]')}>
              <dt className="font-semibold">{detail.term}</dt>
              <dd className="text-ink-muted">{detail.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  );
}

/** /location/{vendorLocationId}/heartla and /longbeachpride: a festival's page, its content from the database. */
export function FestivalPage({ page }: { page: FestivalPageName }) {
  const { pathname } = useLocation();
  const { t } = useLingui();
  const query = useContentPage(pageSlugs.festival(page), 'festival');
  const name = query.data?.name ?? t`Festival`;
  const basePath = festivalBasePath(pathname, page);

  if (query.isPending) return <FullPageSpinner />;
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${name} · Queueless`}</title>
      <SiteHeader />
      {query.data ? (
        <Festival content={query.data} basePath={basePath} />
      ) : (
        <main className="flex-1">
          <ContentError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        </main>
      )}
      <PoweredByFooter />
    </div>
  );
}

export function HeartLaPage() {
  return <FestivalPage page="heartla" />;
}

export function LongBeachPridePage() {
  return <FestivalPage page="longbeachpride" />;
}
