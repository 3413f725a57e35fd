import { Trans } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button';

/** A group of checkboxes choosing some of `values` (each shown as `labelOf(value)`). */
export function Checkboxes<T extends string>(props: {
  legend: string;
  values: readonly T[];
  chosen: T[];
  onChange: (v: T[]) => void;
  labelOf?: (value: T) => string;
}) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-1 text-sm font-medium">{props.legend}</legend>
      <div className="grid grid-cols-2 gap-1 lg:grid-cols-4">
        {props.values.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={props.chosen.includes(value)}
              onChange={(e) =>
                props.onChange(e.target.checked ? [...props.chosen, value] : props.chosen.filter((v) => v !== value))
              }
            />
            <span className="min-w-0">{breakable(props.labelOf ? props.labelOf(value) : value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A name such as `reservation.checked_in` may break after its dots and underscores on a phone (two columns at 390 px),
 * never inside a word; `<wbr>` leaves the checkbox's accessible name as written.
 */
function breakable(text: string) {
  return text.split(/(?<=[._])/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name, in order.
    <span key={index}>
      {index > 0 && <wbr />}
      {part}
    </span>
  ));
}

/** A secret shown once, with a copy button. */
export function OnceSecret({ secret }: { secret: string }) {
  return (
    <div className="my-4 rounded-2xl border border-line bg-surface p-4" role="status">
      <p className="text-sm font-medium">
        <Trans>Copy it now: it will not be shown again.</Trans>
      </p>
      <code className="block wrap-anywhere text-sm">{secret}</code>
      <Button variant="secondary" className="mt-2" onClick={() => void navigator.clipboard?.writeText(secret)}>
        <Trans>Copy</Trans>
      </Button>
    </div>
  );
}
