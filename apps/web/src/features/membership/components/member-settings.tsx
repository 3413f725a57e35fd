import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UpdateMemberProfileBody } from '@queueless/contracts';
import { useId } from 'react';
import { useMembership } from '#web/features/membership/api/get-membership';
import { useUpdateMemberProfile } from '#web/features/membership/api/update-member-profile';
import { cn } from '#web/lib/cn';

/** Shown when a setting could not be saved; worded in the active language when called. */
export function settingsSaveFailed(): string {
  return t`Your setting was not saved. Please try again.`;
}

type Setting = keyof UpdateMemberProfileBody;

const settings: { key: Setting; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    key: 'socialSharing',
    label: msg`Social sharing`,
    hint: msg`Share the events you book with your friends.`,
  },
  {
    key: 'showInWhosHere',
    label: msg`Show me in Who’s Here`,
    hint: msg`Other members at the same event can see you are there.`,
  },
];

function SettingSwitch({
  label,
  hint,
  isOn,
  isSaving,
  onChange,
}: {
  label: string;
  hint: string;
  isOn: boolean;
  isSaving: boolean;
  onChange: (isOn: boolean) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={labelId} className="font-medium">
          {label}
        </p>
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-busy={isSaving}
        disabled={isSaving}
        onClick={() => onChange(!isOn)}
        className={cn(
          'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
          'disabled:cursor-wait disabled:opacity-70',
          isOn ? 'bg-success' : 'bg-line',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-6 rounded-full bg-white shadow transition-transform',
            isOn ? 'translate-x-7' : 'translate-x-1',
          )}
        />
      </button>
    </li>
  );
}

/**
 * A member's sharing settings (customer.md section 1: social sharing and who's-here visibility): two switches that
 * move at once and go back, with a message, when the change is not saved.
 */
export function MemberSettings({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  const membership = useMembership(userId);
  const update = useUpdateMemberProfile(userId);
  const profile = membership.data?.profile;
  if (!profile) return null;
  const saving = update.isPending ? update.variables : undefined;

  return (
    <section aria-labelledby="member-settings" className="rounded-2xl border border-line bg-surface p-4">
      <h2 id="member-settings" className="text-lg font-semibold">
        <Trans>Sharing</Trans>
      </h2>
      <ul className="divide-y divide-line">
        {settings.map((setting) => (
          <SettingSwitch
            key={setting.key}
            label={i18n._(setting.label)}
            hint={i18n._(setting.hint)}
            isOn={profile[setting.key]}
            isSaving={saving?.[setting.key] !== undefined}
            onChange={(isOn) => update.mutate({ [setting.key]: isOn })}
          />
        ))}
      </ul>
      {update.isError && (
        <p role="alert" className="mt-2 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
          {settingsSaveFailed()}
        </p>
      )}
    </section>
  );
}
