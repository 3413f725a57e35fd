import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button';

export type BannerState = 'loading' | 'not-member' | 'eligible' | 'reserved' | 'waitlisted';

const labels = {
  loading: msg`Loading...`,
  'not-member': msg`Guest List Credit`,
  eligible: msg`Select An Event To Book`,
  reserved: msg`Event Reserved`,
  // Ours: a member whose one booking waits on the waitlist holds no spot, so the banner must not say reserved.
  waitlisted: msg`On the waitlist`,
} satisfies Record<BannerState, unknown>;

type MembershipBannerProps = { state: BannerState; credits: number | null; onPress: () => void };

/** The membership banner with its button's four states; a non-member's press joins (or signs in first). */
export function MembershipBanner({ state, credits, onPress }: MembershipBannerProps) {
  const { i18n, t } = useLingui();
  return (
    <section
      aria-label={t`Membership`}
      className="flex flex-col gap-3 rounded-2xl border border-brand/40 bg-gradient-to-br from-brand/20 to-surface p-4"
    >
      <div>
        <p className="text-xs font-semibold tracking-widest text-brand uppercase">
          <Trans>Lusiv membership</Trans>
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {credits === null ? (
            <Trans>All you can party: 4 event credits a month, guest-list spots and perks.</Trans>
          ) : (
            <Plural value={credits} one="You have # credit available." other="You have # credits available." />
          )}
        </p>
      </div>
      <Button
        size="lg"
        fullWidth
        variant={state === 'not-member' ? 'primary' : 'secondary'}
        disabled={state === 'loading'}
        onClick={onPress}
      >
        {i18n._(labels[state])}
      </Button>
    </section>
  );
}
