import { Trans, useLingui } from '@lingui/react/macro';
import { claimQrText, type Reward } from '@queueless/contracts';
import { QrCodeSvg } from '#web/components/ui/qr-code-svg';
import { formatRewardTime, isRewardExpired } from '#web/features/contests/rewards';

/**
 * A won prize. PENDING shows the claim code as text and as a QR code staff scan, and until when it can be claimed;
 * CLAIMED shows 'Claimed'.
 */
export function RewardCard({ reward, showCode = true }: { reward: Reward; showCode?: boolean }) {
  const { t } = useLingui();
  const now = new Date();
  const isExpired = isRewardExpired(reward, now);
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-center gap-3">
        {reward.prizeImageUrl ? (
          <img src={reward.prizeImageUrl} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
        ) : (
          <div aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-brand/20" />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">{reward.prizeName}</h3>
          <p className="text-sm text-ink-muted">
            <Trans>
              {reward.eventName} · won {formatRewardTime(reward.wonTimestamp)}
            </Trans>
          </p>
        </div>
        {reward.status === 'CLAIMED' ? (
          <span className="rounded-md bg-success/15 px-2 py-1 text-sm font-semibold text-success">
            <Trans>Claimed</Trans>
          </span>
        ) : isExpired ? (
          <span className="rounded-md bg-surface-raised px-2 py-1 text-sm font-semibold text-ink-muted">
            <Trans>Expired</Trans>
          </span>
        ) : null}
      </div>
      {reward.prizeDescription && <p className="text-sm text-ink-muted">{reward.prizeDescription}</p>}
      {reward.status === 'PENDING' && !isExpired && showCode && (
        <div className="flex flex-col items-center gap-2 rounded-xl bg-white p-4 text-black">
          <QrCodeSvg
            text={claimQrText(reward.claimCode)}
            label={t`Claim QR code ${reward.claimCode}`}
            className="w-48"
          />
          <p className="text-sm">
            <Trans>Claim code</Trans>
          </p>
          <p className="font-mono text-2xl font-bold tracking-widest" data-testid="claim-code">
            {reward.claimCode}
          </p>
          {reward.claimExpiration && (
            <p className="text-sm">
              <Trans>Claim by {formatRewardTime(reward.claimExpiration)} · show this to staff</Trans>
            </p>
          )}
        </div>
      )}
    </article>
  );
}
