import { Trans, useLingui } from '@lingui/react/macro';
import type { VendorSettings } from '@queueless/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { showToast } from '#web/components/ui/toast';
import { formatPhoneForDisplay } from '#web/features/identity/phone-number';
import { useOperators, useOperatorVendors, useSuspendVendor } from '#web/features/operators/api/operators-api';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { StaffQuery } from '#web/features/staff/components/staff-query';
import { failureReason } from '#web/features/staff/use-save-and-return';
import { paths } from '#web/lib/paths';
import { staffPaths } from '#web/lib/staff-paths';

/** /staff/operator: the install's vendors (create, edit, suspend) and its operators (decision 055). */
export function OperatorConsolePage() {
  const { t } = useLingui();
  const vendors = useOperatorVendors();
  const operators = useOperators();
  const suspend = useSuspendVendor();
  const [confirming, setConfirming] = useState<VendorSettings | null>(null);

  const toggle = () => {
    if (!confirming) return;
    const suspended = !confirming.suspended;
    suspend.mutate(
      { vendorId: confirming.vendorId, suspended },
      {
        onSuccess: (vendor) =>
          showToast({
            title: suspended ? t`${vendor.name} suspended` : t`${vendor.name} reinstated`,
            variant: 'success',
          }),
        onError: (error) =>
          showToast({ title: t`The change was not saved`, description: failureReason(error), variant: 'error' }),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <StaffPage
      title={t`Operator Console`}
      back={{ to: paths.staffLocations(), label: t`Back to locations` }}
      subtitle={t`Every venue on this install`}
      isWide
      actions={
        <div className="flex gap-2">
          <Link to={staffPaths.staffOperatorPayments()} className={buttonStyles({ size: 'sm', variant: 'secondary' })}>
            <Trans>Payments</Trans>
          </Link>
          <Link to={staffPaths.staffOperatorVendorCreate()} className={buttonStyles({ size: 'sm' })}>
            <Trans>New venue</Trans>
          </Link>
        </div>
      }
    >
      <section aria-labelledby="vendors-heading" className="mt-6">
        <h2 id="vendors-heading" className="text-lg font-semibold">
          <Trans>Venues</Trans>
        </h2>
        <StaffQuery
          query={vendors}
          loadingLabel={t`Loading venues`}
          errorMessage={t`We couldn't load the venues. Please try again.`}
        >
          {(items) =>
            items.length === 0 ? (
              <p className="mt-3 rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">
                <Trans>No venues yet. Create the first with New venue.</Trans>
              </p>
            ) : (
              <ul className="mt-3 grid gap-3 lg:grid-cols-2">
                {items.map((vendor) => (
                  <li key={vendor.vendorId} className="rounded-2xl border border-line bg-surface p-4">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0 wrap-anywhere">
                        <p className="font-semibold">{vendor.name}</p>
                        <p className="text-sm text-ink-muted">
                          {vendor.vendorId} · {vendor.city}, {vendor.state}
                        </p>
                      </div>
                      {vendor.suspended && (
                        <span className="shrink-0 rounded-full bg-danger/15 px-2 py-0.5 text-xs font-semibold text-danger">
                          <Trans>Suspended</Trans>
                        </span>
                      )}
                    </div>
                    <div className="mt-3 flex gap-2">
                      <Link
                        to={staffPaths.staffVenueSettings(vendor.vendorId)}
                        className={buttonStyles({ size: 'sm', variant: 'secondary' })}
                      >
                        <Trans>
                          Edit<span className="sr-only"> {vendor.name}</span>
                        </Trans>
                      </Link>
                      <button
                        type="button"
                        className={buttonStyles({ size: 'sm', variant: vendor.suspended ? 'secondary' : 'ghost' })}
                        onClick={() => setConfirming(vendor)}
                      >
                        {vendor.suspended ? (
                          <Trans>
                            Reinstate<span className="sr-only"> {vendor.name}</span>
                          </Trans>
                        ) : (
                          <Trans>
                            Suspend<span className="sr-only"> {vendor.name}</span>
                          </Trans>
                        )}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </StaffQuery>
      </section>

      <section aria-labelledby="operators-heading" className="mt-10">
        <h2 id="operators-heading" className="text-lg font-semibold">
          <Trans>Operators</Trans>
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          <Trans>
            Added and removed on the server with <code>npm run operator -- add|remove</code>.
          </Trans>
        </p>
        <StaffQuery
          query={operators}
          loadingLabel={t`Loading operators`}
          errorMessage={t`We couldn't load the operators.`}
        >
          {(items) => (
            <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface">
              {items.map((operator) => (
                <li key={operator.phoneNumber} className="flex justify-between gap-3 px-4 py-3">
                  <span className="font-medium">{operator.name}</span>
                  <span className="text-ink-muted">{formatPhoneForDisplay(operator.phoneNumber)}</span>
                </li>
              ))}
            </ul>
          )}
        </StaffQuery>
      </section>

      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.suspended ? t`Reinstate ${confirming.name}?` : t`Suspend ${confirming?.name ?? ''}?`}
        description={
          confirming?.suspended
            ? t`Ordering opens again at every location of this venue.`
            : t`Ordering closes at every location of this venue. Nothing is deleted; you can reinstate it at any time.`
        }
        confirmLabel={confirming?.suspended ? t`Reinstate` : t`Suspend`}
        isConfirming={suspend.isPending}
        onConfirm={toggle}
      />
    </StaffPage>
  );
}
