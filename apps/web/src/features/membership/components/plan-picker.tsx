import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MEMBERSHIP_PLANS, type MembershipPlan } from '@queueless/contracts';
import { cn } from '#web/lib/cn';

/** The plans' words in the active language (the contract's plan label and description are its English). */
const planWords: Record<number, { label: MessageDescriptor; description: MessageDescriptor }> = {
  1: { label: msg`1 Month`, description: msg`Billed once. 4 event credits.` },
  3: { label: msg`3 Months`, description: msg`Save $10. 12 event credits over three months.` },
};

type PlanPickerProps = { selected: MembershipPlan | null; onSelect: (plan: MembershipPlan) => void };

/** The two plans (1 month $20, 3 months $50 'save $10') as a radio group. */
export function PlanPicker({ selected, onSelect }: PlanPickerProps) {
  const { i18n } = useLingui();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-ink-muted">
        <Trans>Choose your plan</Trans>
      </legend>
      {MEMBERSHIP_PLANS.map((plan) => {
        const isSelected = selected?.durationMonths === plan.durationMonths;
        const words = planWords[plan.durationMonths];
        return (
          <label
            key={plan.durationMonths}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 rounded-xl border px-4 py-3',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
              isSelected ? 'border-brand bg-brand/10' : 'border-line bg-surface',
            )}
          >
            <input
              type="radio"
              name="membership-plan"
              className="sr-only"
              checked={isSelected}
              onChange={() => onSelect(plan)}
            />
            <span className="flex flex-col">
              <span className="font-semibold">{words ? i18n._(words.label) : plan.label}</span>
              <span className="text-sm text-ink-muted">{words ? i18n._(words.description) : plan.description}</span>
            </span>
            <span className="flex flex-col items-end">
              <span className="text-xl font-bold">{plan.display}</span>
              {plan.durationMonths === 3 && (
                <span className="rounded bg-brand/20 px-1.5 text-xs font-semibold whitespace-nowrap text-brand uppercase">
                  <Trans>save $10</Trans>
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
