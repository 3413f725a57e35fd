import type { SignedCodes } from './signed-codes.js';

/**
 * `npm run operator -- signing-keys | rotate-signing-key` (decision 092): the install's keys that sign the door's and
 * the bar's codes, and a new one when a key may have leaked (a database backup holds them) or by routine. The retired
 * key still verifies the codes it signed until they expire; devices take the new key at their next sync. Answers what
 * to print and the exit code, so the tests run it without a process; null for a command that is not one of these.
 */
export async function runSigningKeyCommand(
  codes: SignedCodes,
  args: string[],
): Promise<{ exitCode: 0 | 1; output: string } | null> {
  const [command] = args;
  if (command === 'signing-keys') {
    const keys = await codes.publicKeys();
    if (keys.length === 0) return { exitCode: 0, output: 'No signing key yet: the first is made with the first code.' };
    return {
      exitCode: 0,
      output: keys
        .map((key) => `${key.keyId}\t${key.retiredAt ? `retired ${key.retiredAt}, verifies its codes` : 'signing'}`)
        .join('\n'),
    };
  }
  if (command !== 'rotate-signing-key') return null;
  const retiring = (await codes.publicKeys()).filter((key) => key.retiredAt === null).map((key) => key.keyId);
  const keyId = await codes.rotate();
  const retired = retiring.length > 0 ? ` Retired ${retiring.join(', ')}: it still verifies the codes it signed.` : '';
  return {
    exitCode: 0,
    output:
      `New signing key ${keyId}: codes are signed with it from now on (a running server within a minute).${retired} ` +
      'Offline devices take the new key at their next sync.',
  };
}
