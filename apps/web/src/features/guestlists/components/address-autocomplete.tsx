import { useLingui } from '@lingui/react/macro';
import type { PlaceAddress } from '@queueless/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '#web/components/ui/spinner';
import { usePlacesConfig } from '#web/features/guestlists/api/get-places-config';
import { describeAddress } from '#web/features/guestlists/glevent-form';
import {
  createPlacesProvider,
  type PlaceOption,
  type PlacesProvider,
  PlacesUnavailableError,
  placesMessages,
} from '#web/features/guestlists/places/places-provider';
import { cn } from '#web/lib/cn';

/** Suggestions are asked for once typing pauses this long. */
const DEBOUNCE_MS = 200;
const MIN_INPUT_LENGTH = 3;

type AddressAutocompleteProps = {
  label: string;
  /** The picked address; null while none is. */
  value: PlaceAddress | null;
  onChange: (address: PlaceAddress | null) => void;
  error?: string;
};

function useProvider() {
  const config = usePlacesConfig();
  const [provider, setProvider] = useState<PlacesProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!config.data) return;
    let isCurrent = true;
    createPlacesProvider(config.data).then(
      (created) => isCurrent && setProvider(created),
      (error: unknown) =>
        isCurrent && setFailure(error instanceof PlacesUnavailableError ? error.message : placesMessages.initFailed),
    );
    return () => {
      isCurrent = false;
    };
  }, [config.data]);
  return { provider, failure: failure ?? (config.isError ? placesMessages.loadFailed : null) };
}

/**
 * The venue address: a combobox whose text only counts once a suggestion is picked from its dropdown
 * (staff.md section 5). Typing again un-picks it.
 */
export function AddressAutocomplete({ label, value, onChange, error }: AddressAutocompleteProps) {
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const { provider, failure } = useProvider();
  const [text, setText] = useState(value ? describeAddress(value) : '');
  const [options, setOptions] = useState<PlaceOption[]>([]);
  /** What the search says to type when it cannot offer an address ('Type the ZIP code too…'). */
  const [hint, setHint] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [isLoading, setIsLoading] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!provider || value || text.trim().length < MIN_INPUT_LENGTH) {
      setOptions([]);
      setHint(null);
      return;
    }
    const timer = setTimeout(() => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setIsLoading(true);
      provider.suggest(text, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setOptions(found.options);
          setHint(found.hint);
          setActive(found.options.length > 0 ? 0 : -1);
          setIsLoading(false);
        },
        () => {
          if (controller.signal.aborted) return;
          setOptions([]);
          setHint(null);
          setIsLoading(false);
        },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [provider, text, value]);

  const pick = async (option: PlaceOption) => {
    if (!provider) return;
    setIsOpen(false);
    setText(option.description);
    try {
      const address = await provider.resolve(option);
      setPickError(null);
      setText(describeAddress(address));
      onChange(address);
    } catch (problem) {
      setPickError(problem instanceof Error ? problem.message : placesMessages.initFailed);
      onChange(null);
    }
  };

  const isExpanded = isOpen && options.length > 0 && !value;
  const shownError = failure ?? pickError ?? error;
  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-activedescendant={isExpanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-error`}
          autoComplete="off"
          placeholder={t`Start typing the street address`}
          disabled={Boolean(failure)}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
            setPickError(null);
            if (value) onChange(null);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setTimeout(() => setIsOpen(false), 150)}
          onKeyDown={(event) => {
            if (!isExpanded) return;
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((index) => (index + 1) % options.length);
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
            } else if (event.key === 'Enter' && active >= 0) {
              event.preventDefault();
              void pick(options[active]!);
            } else if (event.key === 'Escape') {
              setIsOpen(false);
            }
          }}
          className={cn(
            'h-13 w-full rounded-xl border bg-surface px-4 pr-10 text-base text-ink placeholder:text-ink-faint',
            'focus-visible:outline-2 focus-visible:outline-offset-0',
            shownError ? 'border-danger focus-visible:outline-danger' : 'border-field-line focus-visible:outline-brand',
            'disabled:opacity-60',
          )}
        />
        {isLoading && <Spinner className="absolute top-4 right-3 size-5 text-ink-muted" />}
        {value && (
          <span aria-hidden="true" className="absolute top-3.5 right-3 text-success">
            ✓
          </span>
        )}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t`${label} suggestions`}
        hidden={!isExpanded}
        className="absolute top-[5.25rem] right-0 left-0 z-20 max-h-72 overflow-auto rounded-xl border border-line bg-surface-raised py-1 shadow-xl"
      >
        {options.map((option, index) => (
          <div
            key={option.id}
            tabIndex={-1}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void pick(option)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void pick(option);
            }}
            className={cn('cursor-pointer px-4 py-3 text-sm', index === active && 'bg-line')}
          >
            {option.description}
          </div>
        ))}
      </div>
      <p
        id={`${id}-error`}
        aria-live="polite"
        className={cn('min-h-5 text-sm', shownError ? 'text-danger' : 'text-ink-muted')}
      >
        {shownError ?? (value ? null : hint)}
      </p>
    </div>
  );
}
