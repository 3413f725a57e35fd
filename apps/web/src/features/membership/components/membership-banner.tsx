import { Button } from '#web/components/ui/button';

export type BannerState = 'loading' | 'not-member' | 'eligible' | 'reserved' | 'waitlisted';

const labels: Record<BannerState, string> = {
  loading: 'Loading...',
  'not-member': 'Guest List Credit',
  eligible: 'Select An Event To Book',
  reserved: 'Event Reserved',
  // Ours: a member whose one booking waits on the waitlist holds no spot, so the banner must not say reserved.
  waitlisted: 'On the waitlist',
};

type MembershipBannerProps = { state: BannerState; credits: number | null; onPress: () => void };

/** The membership banner with its button's four states; a non-member's press joins (or signs in first). */
export function MembershipBanner({ state, credits, onPress }: MembershipBannerProps) {
  return (
    <section
      aria-label="Membership"
      className="flex flex-col gap-3 rounded-2xl border border-brand/40 bg-gradient-to-br from-brand/20 to-surface p-4"
    >
      <div>
        <p className="text-xs font-semibold tracking-widest text-brand uppercase">Lusiv membership</p>
        <p className="mt-1 text-sm text-ink-muted">
          {credits === null
            ? 'All you can party: 4 event credits a month, guest-list spots and perks.'
            : `You have ${credits} ${credits === 1 ? 'credit' : 'credits'} available.`}
        </p>
      </div>
      <Button
        size="lg"
        fullWidth
        variant={state === 'not-member' ? 'primary' : 'secondary'}
        disabled={state === 'loading'}
        onClick={onPress}
      >
        {labels[state]}
      </Button>
    </section>
  );
}
