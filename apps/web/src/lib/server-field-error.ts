import { t } from '@lingui/core/macro';
import { isApiError } from './api-client';

/** A refused save's message, and the form field it names (the API's details say `body.<field>`). */
export function serverFieldError(error: unknown): { field: string | null; message: string } {
  if (!isApiError(error)) return { field: null, message: t`Something went wrong. Please try again.` };
  const details = Array.isArray(error.details) ? (error.details as { field?: string; message?: string }[]) : [];
  const first = details.find((detail) => detail.field?.startsWith('body.'));
  return { field: first?.field?.slice('body.'.length) ?? null, message: first?.message ?? error.message };
}
