import { toMobileNumber } from '../../lib/phone.js';
import type { OperatorRoster } from './operator-roster.service.js';

export const OPERATOR_USAGE =
  'Usage: npm run operator -- add <phone> "<name>" | list | remove <phone> | codes [phone] (staging sign-in codes) | ' +
  'signing-keys | rotate-signing-key (the signed codes’ keys)';
/** What the start banner and the staff sign-in page say to do on an install with no operator. */
export const OPERATOR_FIRST_STEP = 'npm run operator -- add <your mobile number, e.g. +12135550123> "<your name>"';
/** Who the audit log names for a change made from the command line. */
export const COMMAND_LINE_ACTOR = 'command-line';

/**
 * `npm run operator -- add | list | remove` (decision 055): the operators of the install. Answers what to print
 * and the exit code, so the tests run it without a process.
 */
export async function runOperatorCommand(
  roster: OperatorRoster,
  args: string[],
): Promise<{ exitCode: 0 | 1; output: string }> {
  const [command, phone, ...nameParts] = args;
  const fail = (output: string) => ({ exitCode: 1 as const, output });
  if (command === 'list') {
    const rows = await roster.listOperators();
    if (rows.length === 0) return { exitCode: 0, output: `No operators yet. Add the first: ${OPERATOR_USAGE}` };
    return { exitCode: 0, output: rows.map((row) => `${row.phoneNumber}\t${row.name}`).join('\n') };
  }
  if (command !== 'add' && command !== 'remove') return fail(OPERATOR_USAGE);
  const phoneNumber = phone && /^\+[1-9]\d{7,14}$/.test(phone.trim()) ? toMobileNumber(phone.trim()) : null;
  if (!phoneNumber) {
    return fail(`${phone ?? '(none)'} is not a mobile number in international format, e.g. +12135550123.`);
  }
  if (command === 'add') {
    const name = nameParts.join(' ').trim();
    if (!name || name.length > 80) return fail(`${OPERATOR_USAGE}\nThe name is required, at most 80 characters.`);
    const isNew = await roster.addOperator(phoneNumber, name, COMMAND_LINE_ACTOR);
    return {
      exitCode: 0,
      output: isNew
        ? `Added operator ${name} (${phoneNumber}). They sign in at /staff/signin with a code sent to that phone.`
        : `${phoneNumber} is already an operator; renamed to ${name}.`,
    };
  }
  const outcome = await roster.removeOperator(phoneNumber, COMMAND_LINE_ACTOR);
  if (outcome === 'not-found') return fail(`${phoneNumber} is not an operator.`);
  if (outcome === 'last') return fail(`${phoneNumber} is the last operator and cannot be removed. Add another first.`);
  return { exitCode: 0, output: `Removed operator ${phoneNumber}.` };
}
