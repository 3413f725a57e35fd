import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const demo = {
  superAdmin: '+12135550101',
  admin: '+12135550102',
  manager: '+12135550103',
  staff: '+12135550104',
  loungeManager: '+12135550105',
  customer: '+12135550120',
} as const;

/** "+12135550120" → "2135550120", what a person types into the phone field. */
export function localDigits(e164: string): string {
  return e164.replace(/^\+1/, '');
}

/** The newest sign-in code the development SMS outbox holds for a phone, waiting for it to arrive. */
export async function readCode(request: APIRequestContext, phoneNumber: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/sms-outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`);
        const body = (await response.json()) as { messages: { code: string | null; sentAt: string }[] };
        const fresh = body.messages.find((m) => new Date(m.sentAt).getTime() > after);
        code = fresh?.code ?? undefined;
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

/**
 * Signs in through the real sign-in page (phone, then the code from the outbox). The code step shows
 * only after the server has stored and "sent" the code, so the newest message holds the live code
 * (also when a resend within 60 s was refused and the earlier code still stands).
 */
export async function signInThroughPage(page: Page, phoneNumber: string) {
  await page.getByLabel('Phone number').fill(localDigits(phoneNumber));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  const code = await readCode(page.request, phoneNumber);
  await page.getByLabel('Verification code').fill(code);
}

export const test = base;
export { expect };
