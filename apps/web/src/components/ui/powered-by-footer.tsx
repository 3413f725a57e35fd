import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '#web/lib/constants';

export function PoweredByFooter() {
  return (
    <footer className="px-4 pt-10 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-center text-sm text-ink-faint">
      <Trans>
        Powered by <span className="font-semibold text-ink-muted">{PRODUCT_NAME}</span>
      </Trans>
    </footer>
  );
}
