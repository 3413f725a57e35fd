import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseClaimCode, type Reward } from '@queueless/contracts';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { useClaimReward } from '#web/features/contests/api/claim-reward';
import { claimFormSchema, claimMessages } from '#web/features/contests/claim-form';
import { QrScannerView } from '#web/features/scanner/components/qr-scanner-view';
import { useQrScanner } from '#web/features/scanner/use-qr-scanner';
import { isApiError } from '#web/lib/api-client';

type Outcome = { kind: 'claimed'; reward: Reward } | { kind: 'refused'; message: string };

/** Staff scan a winner's claim QR code (or type the code) and the prize is marked received, once. */
export function ClaimRewardPanel() {
  const { t } = useLingui();
  const claim = useClaimReward();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const typedForm = useForm({
    resolver: zodResolver(claimFormSchema),
    defaultValues: { claimCode: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // Typing clears the message; the code is read again on the next submit.
  const typedField = typedForm.register('claimCode', { onChange: () => typedForm.clearErrors('claimCode') });

  // One claim at a time: `isPending` turns true only a render after the tap, and a double tap's second claim came
  // back 'This prize has already been claimed.' over the first one's 'Prize received', so the winner was turned away.
  const isClaiming = useRef(false);
  const submitCode = (code: string, resume?: () => void) => {
    if (isClaiming.current) {
      resume?.();
      return;
    }
    isClaiming.current = true;
    claim.mutate(code, {
      onSuccess: (reward) => setOutcome({ kind: 'claimed', reward }),
      onError: (error) => {
        setOutcome({ kind: 'refused', message: isApiError(error) ? error.message : claimMessages.failed });
        resume?.();
      },
      onSettled: () => {
        isClaiming.current = false;
      },
    });
  };

  const scanner = useQrScanner({
    onScan: (text, { resume }) => {
      const code = parseClaimCode(text);
      if (!code) {
        setOutcome({ kind: 'refused', message: claimMessages.invalidCode });
        resume();
        return;
      }
      submitCode(code, resume);
    },
  });

  const onType = typedForm.handleSubmit(({ claimCode }) => submitCode(claimCode));

  if (outcome?.kind === 'claimed') {
    return (
      <div role="status" className="mt-6 flex flex-col gap-3 rounded-2xl border border-success/40 bg-success/10 p-5">
        <p className="text-xl font-bold">
          <Trans>Prize received</Trans>
        </p>
        <p>
          <Trans>
            Hand over: <span className="font-semibold">{outcome.reward.prizeName}</span>
          </Trans>
        </p>
        <p className="text-sm text-ink-muted">
          <Trans>
            {outcome.reward.eventName} · code <span className="font-mono">{outcome.reward.claimCode}</span>
          </Trans>
        </p>
        <Button
          onClick={() => {
            setOutcome(null);
            typedForm.reset();
            claim.reset();
            void scanner.start();
          }}
        >
          <Trans>Scan next prize</Trans>
        </Button>
      </div>
    );
  }

  return (
    <>
      <QrScannerView
        className="mt-5"
        videoRef={scanner.videoRef}
        state={claim.isPending ? 'processing' : scanner.state}
        onStart={() => void scanner.start()}
        hint={t`Point at the winner's claim QR code`}
      />
      {outcome?.kind === 'refused' && (
        <p role="alert" className="mt-4 rounded-xl border border-danger/40 bg-danger/10 p-4">
          {outcome.message}
        </p>
      )}
      <form
        onSubmit={onType}
        noValidate
        className="mt-6 flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4"
      >
        <Input
          {...typedField}
          label={t`Claim code`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={typedForm.formState.errors.claimCode?.message ?? null}
          inputClassName="font-mono uppercase tracking-wider"
        />
        <Button type="submit" variant="secondary" fullWidth isLoading={claim.isPending}>
          <Trans>Claim prize</Trans>
        </Button>
      </form>
    </>
  );
}
