import { Trans } from '@lingui/react/macro';
import { useSetupStatus } from '#web/features/operators/api/operators-api';

/** On the staff sign-in page of an install with no operator yet: how to add the first one (decision 055). */
export function FirstOperatorHint() {
  const status = useSetupStatus();
  if (!status.data?.needsFirstOperator) return null;
  return (
    <aside className="mt-6 rounded-2xl border border-line bg-surface p-5 text-sm">
      <h2 className="font-semibold">
        <Trans>New install? Add its first operator</Trans>
      </h2>
      <p className="mt-1 text-ink-muted">
        <Trans>On the server, run:</Trans>
      </p>
      <pre className="mt-2 overflow-x-auto rounded-lg bg-canvas p-3 text-xs">
        npm run operator -- add +12135550123 "Your Name"
      </pre>
      <p className="mt-2 text-ink-muted">
        <Trans>
          With your own mobile number. (On the built-in database, stop the server first.) Then sign in here with that
          number and open the Operator console to create your venue.
        </Trans>
      </p>
    </aside>
  );
}
