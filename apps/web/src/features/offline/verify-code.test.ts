import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkCode } from './verify-code';

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const keys = [{ keyId: 'KEY1', publicKey: publicKey.export({ format: 'jwk' }).x ?? '', retiredAt: null }];

function signed(id: string, expiresAt: number) {
  const message = `QL1.r.${id}.EVENT1.${Math.floor(expiresAt / 1000).toString(36)}.KEY1`;
  return `${message}.${sign(null, Buffer.from(message), privateKey).toString('base64url')}`;
}

describe('checkCode (decision 092)', () => {
  const later = Date.now() + 3_600_000;

  it('accepts a code signed by one of the keys, and reads its parts', async () => {
    const result = await checkCode(signed('RES1', later), keys);
    expect(result).toMatchObject({ kind: 'valid', parts: { kind: 'r', id: 'RES1', scope: 'EVENT1' } });
  });

  it('refuses an altered code and a made-up shape; a key it does not hold yet leaves the code to the list', async () => {
    const code = signed('RES1', later);
    expect((await checkCode(code.replace('RES1', 'RES2'), keys)).kind).toBe('forged');
    expect((await checkCode(code.replace('.KEY1.', '.KEY2.'), keys)).kind).toBe('unknownKey');
    expect((await checkCode('QL1.r.X', keys)).kind).toBe('forged');
  });

  it('says expired after its time, and unsigned for a bare id', async () => {
    expect((await checkCode(signed('RES1', Date.now() - 60_000), keys)).kind).toBe('expired');
    expect((await checkCode('K7Q2M9X4B1C8D3F6G5H2ABC1', keys)).kind).toBe('unsigned');
  });
});
