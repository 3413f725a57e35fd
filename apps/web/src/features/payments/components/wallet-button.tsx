import { Trans } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button';

function WalletIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" aria-hidden="true" focusable="false">
      <rect x="3" y="6" width="18" height="13" rx="2.5" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3 10h18" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="16.5" cy="14.5" r="1.3" fill="currentColor" />
    </svg>
  );
}

type WalletButtonProps = { isProcessing: boolean; isDisabled: boolean; onPay: () => void };

/** The express wallet payment, simulated: the tap opens the wallet sheet, which shows the amount and pays. */
export function SimulatedWalletButton({ isProcessing, isDisabled, onPay }: WalletButtonProps) {
  return (
    <Button
      size="lg"
      variant="inverse"
      fullWidth
      isLoading={isProcessing}
      disabled={isDisabled}
      onClick={onPay}
      // Wraps and grows at large text sizes rather than widening the page (decision 083).
      className="h-auto min-h-13 py-2"
    >
      <WalletIcon />
      <Trans>Pay with Apple Pay / Google Pay</Trans>
    </Button>
  );
}
