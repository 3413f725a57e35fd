import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createStationBodySchema, type Station, type StationSound, stationSoundValues } from '@queueless/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useCreateStation, useEditStation, useRemoveStation } from '#web/features/stations/api/stations';
import { soundLabels } from '#web/features/stations/sound-labels';
import { isApiError } from '#web/lib/api-client';
import { type FieldMessages, issueMessagesByField } from '#web/lib/forms/field-messages';
import { staffPaths } from '#web/lib/staff-paths';

/** The name's messages, in English the contract's words (stations.ts), in the active language. */
const stationFieldMessages: FieldMessages = {
  name: {
    too_small: msg`Give the station a name.`,
    too_big: msg({ message: 'The name must be at most {maximum} characters.' }),
  },
};

function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

function StationRow({ station, vendorLocationId }: { station: Station; vendorLocationId: string }) {
  const { i18n, t } = useLingui();
  const edit = useEditStation(vendorLocationId);
  const remove = useRemoveStation(vendorLocationId);
  const [name, setName] = useState(station.name);
  const [isRemoving, setIsRemoving] = useState(false);
  const isRenamed = name.trim() !== station.name;
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (isRenamed) edit.mutate({ stationId: station.stationId, name });
  };
  return (
    <li aria-label={station.name} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <form onSubmit={rename} className="flex items-end gap-2">
        <Input label={t`Station name`} value={name} onChange={(e) => setName(e.target.value)} className="flex-1" />
        <Button type="submit" variant="secondary" size="lg" disabled={!isRenamed} isLoading={edit.isPending}>
          <Trans>Rename</Trans>
        </Button>
      </form>
      <Select
        label={t`Sound on a new ticket`}
        value={station.sound}
        onChange={(e) => edit.mutate({ stationId: station.stationId, sound: e.target.value as StationSound })}
      >
        {stationSoundValues.map((sound) => (
          <option key={sound} value={sound}>
            {i18n._(soundLabels[sound])}
          </option>
        ))}
      </Select>
      {edit.error && (
        <p role="alert" className="text-sm text-danger">
          {errorText(edit.error, t`Could not save the station. Please try again.`)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={staffPaths.staffStationScreen(vendorLocationId, station.stationId)}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          <Trans>Open screen</Trans>
        </Link>
        <Button variant="ghost" size="sm" className="ml-auto text-danger" onClick={() => setIsRemoving(true)}>
          <Trans>Remove</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={isRemoving}
        onClose={() => setIsRemoving(false)}
        title={t`Remove ${station.name}?`}
        description={t`Its routes go with it; its tickets stay in the history. Products it made go to the first station.`}
        confirmLabel={t`Remove station`}
        isConfirming={remove.isPending}
        onConfirm={() => remove.mutate(station.stationId, { onSettled: () => setIsRemoving(false) })}
      />
    </li>
  );
}

/** The location's stations: add, rename, the sound of each, remove. */
export function StationsSection({ vendorLocationId, stations }: { vendorLocationId: string; stations: Station[] }) {
  const { t } = useLingui();
  const create = useCreateStation(vendorLocationId);
  const [name, setName] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const body = createStationBodySchema.safeParse({ name });
    if (!body.success) {
      // The first issue's message (fields in the order of their issues).
      setFormError(
        Object.values(issueMessagesByField(body.error.issues, stationFieldMessages))[0] ?? t`Give the station a name.`,
      );
      return;
    }
    setFormError(null);
    create.mutate(body.data, { onSuccess: () => setName('') });
  };
  return (
    <section aria-labelledby="stations-heading" className="flex flex-col gap-3">
      <h2 id="stations-heading" className="text-xl font-semibold">
        <Trans>Stations</Trans>
      </h2>
      {stations.length === 0 ? (
        <p className="text-ink-muted">
          <Trans>
            No stations yet. Orders go to the Order Queue as they are; add a station (Bar, Kitchen…) to split them into
            tickets.
          </Trans>
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {stations.map((station) => (
            <StationRow key={station.stationId} station={station} vendorLocationId={vendorLocationId} />
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex items-start gap-2">
        <Input
          label={t`New station`}
          placeholder={t`Kitchen`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={formError ?? (create.error ? errorText(create.error, t`Could not add the station.`) : null)}
          className="flex-1"
        />
        <Button type="submit" size="lg" className="mt-7" isLoading={create.isPending}>
          <Trans>Add station</Trans>
        </Button>
      </form>
    </section>
  );
}
