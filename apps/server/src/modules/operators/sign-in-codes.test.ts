import { startSignIn } from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, uniquePhone } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { listSignInCodes } from './sign-in-codes.js';

describe('npm run operator -- codes (a staging install, console SMS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('prints the newest code sent to a phone, written with spaces or not, and nothing for a phone never sent one', async () => {
    const phone = uniquePhone();
    const started = await t.app.inject({ method: 'POST', url: startSignIn.path, payload: { phoneNumber: phone } });
    expect(started.statusCode).toBe(200);
    const code = await latestCode(t.app, phone);

    const spaced = `${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`;
    const result = await listSignInCodes(t.database.db, spaced);
    expect(result).toEqual({ exitCode: 0, output: `${phone}\t${code}\tjust now` });
    expect((await listSignInCodes(t.database.db, undefined)).output).toContain(`${phone}\t${code}`);

    const other = uniquePhone();
    expect((await listSignInCodes(t.database.db, other)).output).toBe(
      `No sign-in codes kept for ${other} yet: ask for one on the sign-in page first.`,
    );
    expect((await listSignInCodes(t.database.db, '+1555')).exitCode).toBe(1);
  });
});
