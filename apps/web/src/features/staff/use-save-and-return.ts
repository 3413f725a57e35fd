import { useNavigate } from 'react-router';
import { showToast } from '#web/components/ui/toast';
import { isApiError } from '#web/lib/api-client';

/** The server's reason for refusing a save, when it is one the person can act on (a 4xx); none for a 5xx. */
export function failureReason(error: unknown): string | undefined {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : undefined;
}

type SaveMessages = { saved: string; failed: string };

/**
 * A staff form's way out: saved, a success toast and back to the list at `listPath`; refused, a toast with the
 * server's reason. Pass what it returns as a mutation's callbacks.
 */
export function useSaveAndReturn(listPath: string) {
  const navigate = useNavigate();
  return ({ saved, failed }: SaveMessages) => ({
    onSuccess: () => {
      showToast({ title: saved, variant: 'success' });
      void navigate(listPath);
    },
    onError: (error: unknown) => showToast({ title: failed, description: failureReason(error), variant: 'error' }),
  });
}
