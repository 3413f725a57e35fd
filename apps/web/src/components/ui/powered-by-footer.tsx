import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { PRODUCT_NAME } from '#web/lib/constants';

/** The product's name at the foot of a page; memoised, as it takes nothing (issue 45). */
export const PoweredByFooter = memo(function PoweredByFooter() {
  return (
    <footer className="px-4 pt-10 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-center text-sm text-ink-faint">
      <Trans>
        Powered by <span className="font-semibold text-ink-muted">{PRODUCT_NAME}</span>
      </Trans>
    </footer>
  );
});
