import { Trans, useLingui } from '@lingui/react/macro';
import type { DrawResult } from '@queueless/contracts';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Spinner } from '#web/components/ui/spinner';
import { failedDraw, useDrawPrize } from '#web/features/contests/api/draw-prize';
import { usePrizes } from '#web/features/contests/api/get-prizes';
import { useTickets } from '#web/features/contests/api/get-tickets';
import { hasAcceptedTerms, rememberTermsChoice } from '#web/features/contests/terms-agreement';
import type { AuthRedirectState } from '#web/features/identity/components/require-auth';
import { useAuth } from '#web/features/identity/use-auth';
import { paths } from '#web/lib/paths';
import { DrawVideo } from './draw-video';
import { PrizeList } from './prize-list';

type DrawDialogProps = { open: boolean; onClose: () => void; vendorId: string; eventId: string };

type Step = { name: 'initial' } | { name: 'drawing' } | { name: 'result'; result: DrawResult };

/**
 * The prize drawing: prize groups, the terms checkbox (remembered on this device), then the draw video and the
 * winner or loser result. Close, Awesome, Try Again and Maybe Later all return to the start.
 */
export function DrawDialog({ open, onClose, vendorId, eventId }: DrawDialogProps) {
  const { t } = useLingui();
  const { user, status } = useAuth();
  const location = useLocation();
  const prizes = usePrizes(eventId);
  const tickets = useTickets(user?.userId, eventId);
  const draw = useDrawPrize(user?.userId ?? '', eventId);
  const [step, setStep] = useState<Step>({ name: 'initial' });
  const [isVideoDone, setIsVideoDone] = useState(false);
  const [isAccepted, setIsAccepted] = useState(hasAcceptedTerms);
  const termsId = useId();

  const reset = () => {
    setStep({ name: 'initial' });
    setIsVideoDone(false);
    draw.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const start = () => {
    setIsVideoDone(false);
    setStep({ name: 'drawing' });
    draw.mutate(undefined, {
      // A result that names no reward is a loss; a failure is the loser state with 'Failed to draw prize'.
      onSuccess: (result) => setStep({ name: 'result', result: result ?? failedDraw }),
      onError: () => setStep({ name: 'result', result: failedDraw }),
    });
  };

  const ticketCount = tickets.data?.length ?? 0;
  const isSignedIn = status === 'authenticated';
  const signInState: AuthRedirectState = {
    authRedirectTo: `${location.pathname}${location.search}`,
    signInPurpose: 'draw',
  };
  // The result waits for the video (or its timeouts) to finish.
  const shown: Step = step.name === 'result' && !isVideoDone ? { name: 'drawing' } : step;

  return (
    <Dialog open={open} onClose={close} title={t`Prize Drawing`} className="max-h-[90dvh] max-w-md overflow-y-auto">
      {shown.name === 'initial' && (
        <div className="flex flex-col gap-4">
          {prizes.isPending ? (
            <Spinner label={t`Loading prizes`} />
          ) : prizes.isError ? (
            <p role="alert" className="text-danger">
              <Trans>An unexpected error has occurred. Please try again.</Trans>
            </p>
          ) : (
            <PrizeList prizes={prizes.data} />
          )}
          <p className="text-sm text-ink-muted">
            <Trans>1 ticket = 1 chance for 1 prize.</Trans>
          </p>
          {isSignedIn && (
            <p className="font-semibold" aria-live="polite">
              {tickets.isPending ? t`Counting your tickets…` : t`Tickets: ${ticketCount}`}
            </p>
          )}
          <div className="flex items-start gap-3">
            <input
              id={termsId}
              type="checkbox"
              className="mt-1 size-5 accent-brand"
              checked={isAccepted}
              onChange={(event) => {
                setIsAccepted(event.target.checked);
                rememberTermsChoice(event.target.checked);
              }}
            />
            <label htmlFor={termsId} className="text-sm">
              <Trans>
                I agree to the{' '}
                <Link to={paths.prizeDrawingTerms()} className="font-semibold text-brand underline">
                  Terms &amp; Conditions
                </Link>
              </Trans>
            </label>
          </div>
          {!isSignedIn ? (
            <Link to={paths.signIn()} state={signInState} className={buttonStyles({ size: 'lg', fullWidth: true })}>
              <Trans>Sign In to Try Your Luck</Trans>
            </Link>
          ) : ticketCount === 0 && !tickets.isPending ? (
            <Button size="lg" fullWidth disabled>
              <Trans>No Tickets Left</Trans>
            </Button>
          ) : (
            <Button size="lg" fullWidth disabled={!isAccepted || tickets.isPending} onClick={start}>
              <Trans>Try Your Luck</Trans>
            </Button>
          )}
          {isSignedIn && (
            <Link to={paths.rewardsCenter(vendorId, eventId)} className="self-center text-sm text-brand underline">
              <Trans>Rewards Center</Trans>
            </Link>
          )}
          <Button variant="ghost" fullWidth onClick={close}>
            <Trans>Close</Trans>
          </Button>
        </div>
      )}

      {shown.name === 'drawing' && (
        <div className="flex flex-col gap-3" aria-live="polite">
          <DrawVideo onDone={() => setIsVideoDone(true)} />
          <p className="text-center font-semibold">
            <Trans>Drawing…</Trans>
          </p>
        </div>
      )}

      {shown.name === 'result' && (
        <DrawOutcome result={shown.result} vendorId={vendorId} eventId={eventId} onBack={reset} onClose={close} />
      )}
    </Dialog>
  );
}

function DrawOutcome({
  result,
  vendorId,
  eventId,
  onBack,
  onClose,
}: {
  result: DrawResult;
  vendorId: string;
  eventId: string;
  onBack: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const reward = result.winStatus ? result.rewards[0] : undefined;
  // Our own failure is worded here; any other message is the server's, already in the person's language.
  const message = result === failedDraw ? t`Failed to draw prize` : result.message;
  if (reward) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <p className="text-2xl font-bold text-brand">
          <Trans>You won!</Trans>
        </p>
        {reward.prizeImageUrl && <img src={reward.prizeImageUrl} alt="" className="size-28 rounded-xl" />}
        <p className="text-lg font-semibold">{reward.prizeName}</p>
        <p className="text-ink-muted">{message}</p>
        <p className="text-sm">
          <Trans>
            Claim code: <span className="font-mono text-lg font-bold tracking-widest">{reward.claimCode}</span>
          </Trans>
        </p>
        <Link to={paths.rewardsCenter(vendorId, eventId)} className="text-sm text-brand underline">
          <Trans>Show it to staff from the Rewards Center</Trans>
        </Link>
        <Button size="lg" fullWidth onClick={onBack}>
          <Trans>Awesome</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <p className="text-2xl font-bold">
        <Trans>Not this time</Trans>
      </p>
      <p className="text-ink-muted">{message}</p>
      <Button size="lg" fullWidth onClick={onBack}>
        <Trans>Try Again</Trans>
      </Button>
      <Button variant="secondary" fullWidth onClick={onClose}>
        <Trans>Maybe Later</Trans>
      </Button>
    </div>
  );
}
