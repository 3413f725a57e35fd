import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ArtistContent } from '@queueless/contracts';
import { useParams } from 'react-router';
import { BrandMark } from '#web/components/ui/brand-mark';
import { buttonStyles } from '#web/components/ui/button';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { useContentPage } from '#web/features/content/api/get-content-page';
import { ContentError } from '#web/features/content/components/content-states';
import { PhotoCarousel } from '#web/features/content/components/photo-carousel';
import { pageSlugs } from '#web/features/content/content-slugs';

const socialKindLabels: Record<ArtistContent['social'][number]['kind'], MessageDescriptor> = {
  video: msg`Video`,
  photo: msg`Photos`,
  social: msg`Social`,
};

export function Artist({ content }: { content: ArtistContent }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-line/60 bg-canvas/90 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-3 px-4">
          <p className="truncate text-lg font-bold">{content.name}</p>
          <BrandMark />
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-8 px-4 pt-6">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight">{content.name}</h1>
          <p className="mt-1 text-lg text-ink-muted">{content.tagline}</p>
        </div>
        <PhotoCarousel images={content.images} label={t`Photos of ${content.name}`} />
        <section aria-labelledby="qa-heading" className="flex flex-col gap-3 rounded-3xl bg-brand/15 p-6">
          <h2 id="qa-heading" className="text-2xl font-bold">
            <Trans>Ask me anything!</Trans>
          </h2>
          <p>{content.qa.text}</p>
          {content.qa.link && (
            <a
              href={content.qa.link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles({ size: 'lg' })}
            >
              <Trans>
                Join Q&A<span className="sr-only"> (opens in a new tab)</span>
              </Trans>
            </a>
          )}
        </section>
        <section aria-labelledby="bio-heading">
          <h2 id="bio-heading" className="text-2xl font-bold">
            <Trans>Biography</Trans>
          </h2>
          {content.biography.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-ink-muted">
              {paragraph}
            </p>
          ))}
        </section>
        {content.social.length > 0 && (
          <section aria-labelledby="social-heading">
            <h2 id="social-heading" className="text-2xl font-bold">
              <Trans>Follow {content.name}</Trans>
            </h2>
            <ul className="mt-3 grid gap-3 sm:grid-cols-3">
              {content.social.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex flex-col rounded-2xl border border-line p-4 hover:bg-surface"
                  >
                    <span className="text-sm text-ink-muted">{i18n._(socialKindLabels[link.kind])}</span>
                    <span className="font-semibold">{link.label}</span>
                    <span className="sr-only"> {t`(opens in a new tab)`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </>
  );
}

/** /vendor/{vendorId}/{name}: an artist's page, its photos and biography from the content service. */
export function ArtistPage() {
  const { t } = useLingui();
  const { vendorId = '', name = '' } = useParams();
  const query = useContentPage(pageSlugs.artist(vendorId, name), 'artist');
  if (query.isPending) return <FullPageSpinner />;
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${query.data?.name ?? t`Artist`} · Queueless`}</title>
      {query.data ? (
        <Artist content={query.data} />
      ) : (
        <main className="flex-1">
          <ContentError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        </main>
      )}
      <PoweredByFooter />
    </div>
  );
}
