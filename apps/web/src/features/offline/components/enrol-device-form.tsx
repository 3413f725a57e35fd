import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { useVendorGlevents } from '#web/features/guestlists/api/get-vendor-glevents';
import { enrolThisDevice } from '#web/features/offline/api/device-calls';
import type { OfflineDevice } from '#web/features/offline/offline-device';
import { isApiError } from '#web/lib/api-client';

type EnrolDeviceFormProps = {
  device: OfflineDevice;
  vendorId: string;
  vendorLocationId: string;
  isGuestlistEnabled: boolean;
};

/**
 * Puts this phone or tablet in offline-ready mode (decision 092): for a guest-list event (a door) or for this location
 * (a bar). The token comes back once and stays in this browser's storage only.
 */
export function EnrolDeviceForm({ device, vendorId, vendorLocationId, isGuestlistEnabled }: EnrolDeviceFormProps) {
  const { t } = useLingui();
  const glevents = useVendorGlevents(isGuestlistEnabled ? vendorId : '');
  const upcoming = glevents.data?.upcomingGlevents ?? [];
  const [name, setName] = useState(() => (isGuestlistEnabled ? t`Door phone` : t`Bar tablet`));
  const [gleventId, setGleventId] = useState('');
  const [acceptsUnknownCodes, setAcceptsUnknownCodes] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const chosenEvent = gleventId || upcoming[0]?.gleventId || '';
  // A door needs its event: until the events have arrived, a tap would find none and say there is none.
  const isLoadingEvents = isGuestlistEnabled && glevents.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (isGuestlistEnabled && !chosenEvent) return setError(t`There is no upcoming guest-list event.`);
    setIsSaving(true);
    try {
      const { token } = await enrolThisDevice(vendorId, {
        name,
        acceptsUnknownCodes,
        ...(isGuestlistEnabled ? { gleventId: chosenEvent } : { vendorLocationId }),
      });
      await device.start(token);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t`This device could not be made ready. Please try again.`);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" aria-label={t`Make this device ready offline`}>
      <p className="text-ink-muted">
        {isGuestlistEnabled
          ? t`This phone keeps the guest list (names, party sizes) and checks guests in when the network is gone.`
          : t`This tablet keeps the paid orders waiting here and hands them over when the network is gone.`}
      </p>
      <Input label={t`Device name`} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} required />
      {isGuestlistEnabled && (
        <label className="flex flex-col gap-1 font-semibold">
          <Trans>Guest-list event</Trans>
          <select
            className="h-13 rounded-xl border border-field-line bg-surface px-4 text-lg font-normal"
            value={chosenEvent}
            onChange={(e) => setGleventId(e.target.value)}
          >
            {glevents.isPending && <option value="">{t`Loading events…`}</option>}
            {upcoming.map((glevent) => (
              <option key={glevent.gleventId} value={glevent.gleventId}>
                {glevent.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5"
          checked={acceptsUnknownCodes}
          onChange={(e) => setAcceptsUnknownCodes(e.target.checked)}
        />
        <span>
          <Trans>Let in valid codes that are not on the list yet</Trans>{' '}
          <span className="block text-sm text-ink-muted">
            <Trans>A late reservation, with a warning; checked at sync.</Trans>
          </span>
        </span>
      </label>
      {error && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-3">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth isLoading={isSaving} disabled={isLoadingEvents}>
        <Trans>Make ready for offline</Trans>
      </Button>
    </form>
  );
}
