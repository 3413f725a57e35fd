import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { LEGAL_DRINKING_AGE } from '#web/lib/constants';
import { paths } from '#web/lib/paths';

type CheckboxProps = { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void; label: ReactNode };

function Checkbox({ checked, disabled, onChange, label }: CheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-line bg-surface p-4">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand"
      />
      <label htmlFor={id} className="text-sm leading-5">
        {label}
      </label>
    </div>
  );
}

type CheckoutAgreementsProps = {
  hasAcceptedTerms: boolean;
  onTermsChange: (checked: boolean) => void;
  /** Only carts with alcoholic items ask for the 21+ acknowledgement. */
  needsAgeCheck: boolean;
  hasConfirmedAge: boolean;
  onAgeChange: (checked: boolean) => void;
  disabled: boolean;
};

/** The terms label with 'Terms and Conditions' linking to the terms (a new tab, so the checkout stays as it is). */
function TermsLabel() {
  return (
    <Trans>
      I agree to the{' '}
      <Link to={paths.terms()} target="_blank" className="font-medium text-brand underline underline-offset-2">
        Terms and Conditions
      </Link>
      .
    </Trans>
  );
}

function AgeLabel() {
  const age = LEGAL_DRINKING_AGE;
  return <Trans>I am {age} or older and will show a valid ID at pickup.</Trans>;
}

/** The terms checkbox, and the 21+ one when the cart holds alcohol. */
export function CheckoutAgreements({
  hasAcceptedTerms,
  onTermsChange,
  needsAgeCheck,
  hasConfirmedAge,
  onAgeChange,
  disabled,
}: CheckoutAgreementsProps) {
  return (
    <div className="flex flex-col gap-2">
      <Checkbox checked={hasAcceptedTerms} disabled={disabled} onChange={onTermsChange} label={<TermsLabel />} />
      {needsAgeCheck && (
        <Checkbox checked={hasConfirmedAge} disabled={disabled} onChange={onAgeChange} label={<AgeLabel />} />
      )}
    </div>
  );
}
