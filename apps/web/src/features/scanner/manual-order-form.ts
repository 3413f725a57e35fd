import { z } from 'zod';
import { extractOrderCode, normalizeTypedOrderCode } from './order-code';
import { scannerMessages } from './scanner-messages';

/**
 * The typed order code (a damaged or unreadable QR code), read the same way as a scan. A local schema: what is typed
 * here is never sent as it is (the order id it holds is), so no contract describes it.
 */
export const manualOrderFormSchema = z.object({
  orderCode: z.string().transform((typed, context) => {
    const code = extractOrderCode(normalizeTypedOrderCode(typed));
    if (code) return code;
    context.addIssue({ code: 'custom', message: scannerMessages.invalidOrderQrFormat });
    return z.NEVER;
  }),
});
