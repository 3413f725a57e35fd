import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { toMobileNumber } from '../../lib/phone.js';
import { devSmsOutbox } from '../../providers/sms/sms.tables.js';

/** How many of the newest codes `npm run operator -- codes` prints. */
const SHOWN = 10;

/**
 * `npm run operator -- codes [phone]`: the newest sign-in codes the console SMS provider kept, for a staging install
 * (`SMS_PROVIDER=console` with `ALLOW_CONSOLE_SMS=true`), where no text goes out and production's log never carries a
 * code (decision 082). Whoever runs it holds the database already; the codes are no secret from them.
 */
export async function listSignInCodes(
  db: Db,
  phone: string | undefined,
  now = new Date(),
): Promise<{ exitCode: 0 | 1; output: string }> {
  const phoneNumber = phone ? toMobileNumber(phone.replace(/[\s().-]/g, '')) : undefined;
  if (phone && !phoneNumber) {
    return { exitCode: 1, output: `${phone} is not a mobile number in international format, e.g. +12135550123.` };
  }
  const rows = await db
    .select()
    .from(devSmsOutbox)
    .where(and(isNotNull(devSmsOutbox.code), phoneNumber ? eq(devSmsOutbox.to, phoneNumber) : undefined))
    .orderBy(desc(devSmsOutbox.sentAt), desc(devSmsOutbox.id))
    .limit(SHOWN);
  if (rows.length === 0) {
    return {
      exitCode: 0,
      output: `No sign-in codes kept${phoneNumber ? ` for ${phoneNumber}` : ''} yet: ask for one on the sign-in page first.`,
    };
  }
  const lines = rows.map((row) => {
    const minutes = Math.max(0, Math.floor((now.getTime() - row.sentAt.getTime()) / 60_000));
    return `${row.to}\t${row.code}\t${minutes === 0 ? 'just now' : `${minutes} min ago`}`;
  });
  return { exitCode: 0, output: lines.join('\n') };
}
