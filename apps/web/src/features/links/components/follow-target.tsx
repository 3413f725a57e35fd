import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '#web/components/ui/spinner';
import type { FollowTarget } from '#web/features/links/redirect-target';

/** Goes to the target, replacing this page in history: the whole page for another site, in-app for ours. */
export function FollowTargetRedirect({ target, label }: { target: FollowTarget; label: string }) {
  useEffect(() => {
    if (target.kind === 'external') window.location.replace(target.url);
  }, [target]);
  if (target.kind === 'path') return <Navigate to={target.url} replace />;
  return <FullPageSpinner label={label} />;
}

export function reloadPage() {
  window.location.reload();
}
