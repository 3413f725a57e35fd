import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type NotFoundState, PageNotFound } from '#web/components/ui/page-not-found';
import { ERROR_TEXT_CLEAR_MS } from '#web/lib/constants';

/** /404 and every unknown path. A page that sent someone here may say why; the text clears after 5 s. */
export function NotFoundPage() {
  const { state } = useLocation();
  const reason = (state as NotFoundState | null)?.error;
  const [error, setError] = useState(typeof reason === 'string' ? reason : null);
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_TEXT_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [error]);
  return (
    <PageNotFound
      notice={
        // The space stays when the text clears, so nothing moves.
        reason ? (
          <p role="alert" className="mb-4 min-h-12 w-full text-center text-sm text-danger">
            {error}
          </p>
        ) : undefined
      }
    />
  );
}
