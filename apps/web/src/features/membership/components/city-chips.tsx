import { Trans } from '@lingui/react/macro';
import { MEMBERSHIP_CITIES } from '@queueless/contracts';
import { cn } from '#web/lib/cn';

export type City = (typeof MEMBERSHIP_CITIES)[number];

/** Los Angeles, Anaheim, and Las Vegas (disabled): the cities the events page searches around. */
export function CityChips({ selected, onSelect }: { selected: City | null; onSelect: (city: City) => void }) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">
        <Trans>City</Trans>
      </legend>
      {MEMBERSHIP_CITIES.map((city) => {
        const isSelected = selected?.name === city.name;
        return (
          <button
            key={city.name}
            type="button"
            aria-pressed={isSelected}
            disabled={city.disabled}
            onClick={() => onSelect(city)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
              isSelected ? 'border-brand bg-brand text-brand-ink' : 'border-line bg-surface text-ink',
              'disabled:cursor-not-allowed disabled:opacity-50',
            )}
          >
            {city.name}
            {city.disabled && (
              <span className="sr-only">
                {' '}
                <Trans>(coming soon)</Trans>
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
