import { useLingui } from '@lingui/react/macro';
import { cn } from '#web/lib/cn';

type AvailabilitySwitchProps = {
  /** What is switched, for the label ("House Lager available"). */
  name: string;
  isOn: boolean;
  isDisabled?: boolean;
  onChange: (isOn: boolean) => void;
};

/** On: customers can order it. */
export function AvailabilitySwitch({ name, isOn, isDisabled = false, onChange }: AvailabilitySwitchProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-label={t`${name} available`}
      disabled={isDisabled}
      onClick={() => onChange(!isOn)}
      className={cn(
        'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors',
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
  );
}
