import { AppError } from '../../lib/app-error.js';
import type { RedirectsRepo } from './redirects.repo.js';

export type RedirectsService = ReturnType<typeof createRedirectsService>;

export function createRedirectsService({ redirectsRepo }: { redirectsRepo: RedirectsRepo }) {
  return {
    /** Where a short code (printed on a QR code) points. Codes match exactly, case included. */
    async getRedirect(code: string): Promise<{ redirectUrl: string }> {
      const row = await redirectsRepo.getShortCode(code);
      if (!row) throw new AppError('NOT_FOUND', 'Short code not found.');
      return { redirectUrl: row.redirectUrl };
    },
  };
}
