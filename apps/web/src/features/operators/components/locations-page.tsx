import { Trans, useLingui } from '@lingui/react/macro';
import type { LocationSettings } from '@queueless/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { showToast } from '#web/components/ui/toast';
import {
  useCreateLocation,
  useLocationSettings,
  useUpdateLocation,
  useVendorSettings,
} from '#web/features/operators/api/operators-api';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { StaffQuery } from '#web/features/staff/components/staff-query';
import { failureReason } from '#web/features/staff/use-save-and-return';
import { staffPaths } from '#web/lib/staff-paths';
import { LocationForm } from './location-form';

const failed = (title: string) => (error: unknown) =>
  showToast({ title, description: failureReason(error), variant: 'error' });

/** /staff/venue/{vendorId}/locations: a venue's bars and stands, their tax rates; a new one leads to its QR poster. */
export function LocationsPage() {
  const { t } = useLingui();
  const { vendorId = '' } = useParams();
  const vendor = useVendorSettings(vendorId);
  const locations = useLocationSettings(vendorId);
  const create = useCreateLocation(vendorId);
  const update = useUpdateLocation(vendorId);
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LocationSettings | null>(null);

  const setRetired = (location: LocationSettings, retired: boolean) =>
    update.mutate(
      { vendorLocationId: location.vendorLocationId, body: { retired } },
      {
        onSuccess: () =>
          showToast({
            title: retired ? t`${location.description} retired` : t`${location.description} back in use`,
            variant: 'success',
          }),
        onError: failed(t`The location was not changed`),
        onSettled: () => setEditing(null),
      },
    );

  return (
    <StaffPage
      title={t`Locations`}
      back={{ to: staffPaths.staffVenueSettings(vendorId), label: t`Back to venue settings` }}
      subtitle={vendor.data?.name}
      isWide
      actions={
        <Button size="sm" onClick={() => setAdding(true)}>
          <Trans>Add location</Trans>
        </Button>
      }
    >
      <StaffQuery
        query={locations}
        loadingLabel={t`Loading locations`}
        errorMessage={t`We couldn't load the locations.`}
      >
        {(items) =>
          items.length === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-line p-6 text-center">
              <p className="text-ink-muted">
                <Trans>No locations yet. Add the bars, stands or counters where guests order.</Trans>
              </p>
              <Button className="mt-4" onClick={() => setAdding(true)}>
                <Trans>Add the first location</Trans>
              </Button>
            </div>
          ) : (
            <ul className="mt-6 grid gap-3 lg:grid-cols-2">
              {items.map((location) => (
                <li key={location.vendorLocationId} className="rounded-2xl border border-line bg-surface p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0 wrap-anywhere">
                      <p className="font-semibold">{location.description}</p>
                      <p className="text-sm text-ink-muted">
                        {location.vendorLocationId} · <Trans>tax {Number(location.taxRate)} %</Trans>
                      </p>
                    </div>
                    {location.retired && (
                      <span className="shrink-0 rounded-full bg-surface-raised px-2 py-0.5 text-xs font-semibold text-ink-muted">
                        <Trans>Retired</Trans>
                      </span>
                    )}
                  </div>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button size="sm" variant="secondary" onClick={() => setEditing(location)}>
                      <Trans>
                        Edit<span className="sr-only"> {location.description}</span>
                      </Trans>
                    </Button>
                    {!location.retired && (
                      <Link
                        to={staffPaths.staffPrintQrCodes(location.vendorLocationId)}
                        className={buttonStyles({ size: 'sm', variant: 'ghost' })}
                      >
                        <Trans>
                          QR poster<span className="sr-only"> for {location.description}</span>
                        </Trans>
                      </Link>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </StaffQuery>

      <Dialog open={adding} onClose={() => setAdding(false)} title={t`Add location`}>
        <LocationForm
          vendorId={vendorId}
          isSaving={create.isPending}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (location) => {
                showToast({
                  title: t`${location.description} added`,
                  description: t`Print its QR poster next.`,
                  variant: 'success',
                });
                setAdding(false);
                void navigate(staffPaths.staffPrintQrCodes(location.vendorLocationId));
              },
              onError: failed(t`The location was not added`),
            })
          }
        />
      </Dialog>

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={t`Edit ${editing?.description ?? ''}`}>
        {editing && (
          <>
            <LocationForm
              vendorId={vendorId}
              location={editing}
              isSaving={update.isPending}
              onSubmit={(body) =>
                update.mutate(
                  { vendorLocationId: editing.vendorLocationId, body },
                  {
                    onSuccess: () => {
                      showToast({
                        title: t`Location saved`,
                        description: t`New carts are priced at the new tax rate.`,
                        variant: 'success',
                      });
                      setEditing(null);
                    },
                    onError: failed(t`The location was not saved`),
                  },
                )
              }
            />
            <Button
              variant={editing.retired ? 'secondary' : 'danger'}
              fullWidth
              onClick={() => setRetired(editing, !editing.retired)}
            >
              {editing.retired ? t`Bring back into use` : t`Retire location`}
            </Button>
            {!editing.retired && (
              <p className="text-sm text-ink-muted">
                <Trans>A retired location leaves the venue page and takes no orders. Its orders are kept.</Trans>
              </p>
            )}
          </>
        )}
      </Dialog>
    </StaffPage>
  );
}
