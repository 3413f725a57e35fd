import { MEMBERSHIP_PLANS, type MembershipPlan } from '@queueless/contracts';
import { cn } from '#web/lib/cn';

type PlanPickerProps = { selected: MembershipPlan | null; onSelect: (plan: MembershipPlan) => void };

/** The two plans (1 month $20, 3 months $50 'save $10') as a radio group. */
export function PlanPicker({ selected, onSelect }: PlanPickerProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-ink-muted">Choose your plan</legend>
      {MEMBERSHIP_PLANS.map((plan) => {
        const isSelected = selected?.durationMonths === plan.durationMonths;
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
              <span className="font-semibold">{plan.label}</span>
              <span className="text-sm text-ink-muted">{plan.description}</span>
            </span>
            <span className="flex flex-col items-end">
              <span className="text-xl font-bold">{plan.display}</span>
              {plan.durationMonths === 3 && (
                <span className="rounded bg-brand/20 px-1.5 text-xs font-semibold whitespace-nowrap text-brand uppercase">
                  save $10
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
