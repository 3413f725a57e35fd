import { useLingui } from '@lingui/react/macro';
import type { VerifySignInResponse } from '@queueless/contracts';
import { useRef, useState } from 'react';
import { showToast } from '#web/components/ui/toast';
import { useStartSignIn } from '#web/features/identity/api/start-sign-in';
import { useVerifySignIn } from '#web/features/identity/api/verify-sign-in';
import { formatPhoneForDisplay } from '#web/features/identity/phone-number';
import { messageForSendError, messageForVerifyError, retryAfterSeconds } from '#web/features/identity/sign-in-messages';
import { useResendCountdown } from '#web/features/identity/use-resend-countdown';
import { isApiError } from '#web/lib/api-client';
import { RESEND_COUNTDOWN_SECONDS } from '#web/lib/constants';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';

function isResendTooSoon(error: unknown): boolean {
  return isApiError(error) && error.code === 'RESEND_TOO_SOON';
}

export type SignInStep = 'enterPhone' | 'enterCode';
type SendResult = { ok: true } | { ok: false; error: unknown };

/** The two sign-in steps: enterPhone, then enterCode once the code is sent. */
export function SignInFlow({ onSignedIn }: { onSignedIn: (response: VerifySignInResponse) => void }) {
  const { t } = useLingui();
  const [step, setStep] = useState<SignInStep>('enterPhone');
  const [phoneInput, setPhoneInput] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const countdown = useResendCountdown();
  const startSignIn = useStartSignIn();
  const verifySignIn = useVerifySignIn();
  // Double taps and auto-submit racing a tap: one request at a time, decided before any re-render.
  const isBusy = useRef(false);

  const sendCode = async (phoneNumber: string): Promise<SendResult> => {
    try {
      await startSignIn.mutateAsync({ phoneNumber });
      countdown.start(RESEND_COUNTDOWN_SECONDS);
      setSentTo(phoneNumber);
      return { ok: true };
    } catch (error) {
      if (isResendTooSoon(error)) countdown.start(retryAfterSeconds(error) ?? RESEND_COUNTDOWN_SECONDS);
      return { ok: false, error };
    }
  };

  const onPhoneSubmit = async (phoneNumber: string, formatted: string): Promise<string | null> => {
    if (isBusy.current) return null;
    isBusy.current = true;
    setPhoneInput(formatted);
    try {
      // The code sent to this number a moment ago is still good: no second text, no RESEND_TOO_SOON.
      if (phoneNumber === sentTo && countdown.isRunning) {
        setStep('enterCode');
        return null;
      }
      const result = await sendCode(phoneNumber);
      if (result.ok) {
        setStep('enterCode');
        return null;
      }
      if (isResendTooSoon(result.error) && phoneNumber === sentTo) {
        // This page sent this number a code a moment ago: it still works, so ask for it. A 429 for a number this page
        // sent nothing to (a reload, another tab, a limit) keeps the phone step and says why (decision 082): the code
        // step only ever follows a code that was sent.
        setStep('enterCode');
        showToast({
          title: t`Code already sent`,
          description: t`Enter the code from your last text, or ask for a new one when the timer ends.`,
        });
        return null;
      }
      return messageForSendError(result.error);
    } finally {
      isBusy.current = false;
    }
  };

  const onVerify = async (code: string): Promise<string | null> => {
    if (isBusy.current || isDone || !sentTo) return null;
    isBusy.current = true;
    try {
      const response = await verifySignIn.mutateAsync({ phoneNumber: sentTo, code });
      setIsDone(true);
      onSignedIn(response);
      return null;
    } catch (error) {
      return messageForVerifyError(error);
    } finally {
      isBusy.current = false;
    }
  };

  const onResend = async (): Promise<string | null> => {
    if (isBusy.current || countdown.isRunning || !sentTo) return null;
    isBusy.current = true;
    try {
      const result = await sendCode(sentTo);
      if (!result.ok) return messageForSendError(result.error);
      showToast({
        title: t`New code sent`,
        description: t`We texted a new code to ${formatPhoneForDisplay(sentTo)}.`,
        variant: 'success',
      });
      return null;
    } finally {
      isBusy.current = false;
    }
  };

  if (step === 'enterPhone' || !sentTo) {
    return <PhoneStep key="phone" defaultPhone={phoneInput} onSubmit={onPhoneSubmit} />;
  }
  return (
    <CodeStep
      key="code"
      phoneNumber={sentTo}
      secondsLeft={countdown.secondsLeft}
      isResending={startSignIn.isPending}
      isDone={isDone}
      onVerify={onVerify}
      onResend={onResend}
      onBack={() => {
        startSignIn.reset();
        verifySignIn.reset();
        setStep('enterPhone');
      }}
    />
  );
}
