import { t } from '@lingui/core/macro';
import { isApiError } from '#web/lib/api-client';

/** The spec's analytics errors: 401 'User not authenticated', 403 unauthorized, 404, 5xx. */
export function analyticsErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return t`User not authenticated`;
    if (error.status === 403) return t`You are not authorized to view analytics for this vendor.`;
    if (error.status === 404) return t`This vendor was not found.`;
  }
  return t`The analytics server had a problem. Please try again.`;
}
