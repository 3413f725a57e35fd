import { Trans, useLingui } from '@lingui/react/macro';
import { type MembershipPlan, membershipMessages } from '@queueless/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { useAuth } from '#web/features/identity/use-auth';
import { refetchMemberData } from '#web/features/membership/api/invalidate';
import { showWelcomeToast } from '#web/features/membership/welcome-toast';
import { MembershipPayment } from './membership-payment';
import { PlanPicker } from './plan-picker';

/** The success step stays 2 s, then the profile is refreshed and the dialog closes (customer.md section 9). */
export const SUCCESS_CLOSE_MS = 2_000;

type MembershipDialogProps = { open: boolean; onClose: () => void };

/** Membership selection, then payment, then success. Cancel resets it. */
export function MembershipDialog({ open, onClose }: MembershipDialogProps) {
  const { i18n, t } = useLingui();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<MembershipPlan | null>(null);
  const [step, setStep] = useState<'selection' | 'success'>('selection');

  const reset = () => {
    setPlan(null);
    setStep('selection');
  };

  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(() => {
      if (user) void refetchMemberData(queryClient, user.userId);
      setPlan(null);
      setStep('selection');
      onClose();
    }, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step, user, queryClient, onClose]);

  const close = () => {
    if (step === 'success') return;
    reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={step === 'success' ? i18n._(membershipMessages.welcomeTitle) : t`Join Lusiv`}
      description={
        step === 'success'
          ? i18n._(membershipMessages.welcomeBody)
          : t`Event credits every month, guest-list spots and perks. Pick a plan to continue.`
      }
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      {step === 'selection' && (
        <div className="flex flex-col gap-5">
          <PlanPicker selected={plan} onSelect={setPlan} />
          {plan && (
            <MembershipPayment
              plan={plan}
              onJoined={() => {
                showWelcomeToast();
                setStep('success');
              }}
            />
          )}
          <Button variant="ghost" fullWidth onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
      {step === 'success' && (
        <p className="text-center text-4xl" aria-hidden="true">
          🎉
        </p>
      )}
    </Dialog>
  );
}
