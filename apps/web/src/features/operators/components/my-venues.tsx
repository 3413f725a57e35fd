import { Trans } from '@lingui/react/macro';
import { roleRank } from '@queueless/contracts';
import { Link } from 'react-router';
import { useMyVenues } from '#web/features/operators/api/operators-api';
import { staffPaths } from '#web/lib/staff-paths';

/**
 * On the staff locations page: the Operator console for operators, and Venue settings for each venue where the person
 * is ADMIN or above, so a new venue's first SUPER_ADMIN (no location, no QR code yet) has a way in.
 */
export function MyVenues() {
  const me = useMyVenues();
  if (!me.data) return null;
  const admin = me.data.venues.filter((venue) => roleRank[venue.role] >= roleRank.ADMIN);
  if (!me.data.operator && admin.length === 0) return null;
  return (
    <section aria-labelledby="my-venues-heading" className="mt-8">
      <h2 id="my-venues-heading" className="text-lg font-semibold">
        <Trans>Set up</Trans>
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {me.data.operator && (
          <li>
            <Link
              to={staffPaths.staffOperatorConsole()}
              className="flex min-h-14 items-center rounded-2xl border border-line bg-surface px-5 font-semibold hover:bg-surface-raised"
            >
              <Trans>Operator console</Trans>
            </Link>
          </li>
        )}
        {admin.map((venue) => (
          <li key={venue.vendorId}>
            <Link
              to={staffPaths.staffVenueSettings(venue.vendorId)}
              className="flex min-h-14 flex-col justify-center rounded-2xl border border-line bg-surface px-5 hover:bg-surface-raised"
            >
              <span className="font-semibold">
                <Trans>{venue.name} settings</Trans>
              </span>
              <span className="text-sm text-ink-muted">
                <Trans>Venue, locations and audit log</Trans>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
