import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Fresh phone numbers for the journeys' people. NANP keeps 555-0100 to 555-0199 for fiction in every area code, and
 * `libphonenumber-js/max` (what the server checks sign-ins against) takes them as valid US numbers that can receive
 * SMS: 100 per area code, about 40,000 in all. Area code 213 is left to the demo's hand-kept phones (seed.ts), so a
 * fresh person is never a demo one.
 */
const DEMO_AREA_CODE = '213';
const LINES_PER_AREA_CODE = 100;

/** What the server asks of a sign-in number (apps/server/src/lib/phone.ts): valid, and mobile or maybe mobile. */
export function isValidUsMobile(e164: string): boolean {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid() || parsed.country !== 'US') return false;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

let areaCodes: string[] | null = null;

/** The US area codes whose whole 555-01xx block is valid, 213 left out. */
export function fictionalAreaCodes(): string[] {
  areaCodes ??= Array.from({ length: 800 }, (_, index) => String(200 + index)).filter(
    (areaCode) =>
      areaCode !== DEMO_AREA_CODE &&
      [0, LINES_PER_AREA_CODE - 1].every((line) => isValidUsMobile(fictionalNumber(areaCode, line))),
  );
  return areaCodes;
}

function fictionalNumber(areaCode: string, line: number): string {
  return `+1${areaCode}55501${String(line).padStart(2, '0')}`;
}

/** Numbers per worker: far more than a worker's journeys ask for, so workers never share one. */
export const PHONES_PER_WORKER = 400;

/**
 * The `index`-th fresh number of a worker (Playwright's workerIndex, unique within a run, also for a worker started
 * again after a failure). Each run has a database of its own, so numbers need only be unique within the run.
 */
export function freshPhoneNumber(workerIndex: number, index: number): string {
  if (index >= PHONES_PER_WORKER) throw new Error(`A worker asked for more than ${PHONES_PER_WORKER} fresh phones.`);
  const areaCodes = fictionalAreaCodes();
  const slot = workerIndex * PHONES_PER_WORKER + index;
  const areaCode = areaCodes[Math.floor(slot / LINES_PER_AREA_CODE)];
  if (!areaCode) throw new Error(`No fictional number left for worker ${workerIndex}.`);
  const phoneNumber = fictionalNumber(areaCode, slot % LINES_PER_AREA_CODE);
  if (!isValidUsMobile(phoneNumber)) throw new Error(`${phoneNumber} is not a valid US mobile number.`);
  return phoneNumber;
}
