#!/usr/bin/env node
// Writes the phone metadata the web app validates sign-in numbers with: libphonenumber-js's full ("max") metadata
// cut down to country calling code +1 (the US and the other regions of the North American Numbering Plan), the only
// numbers the sign-in and staff forms can produce (apps/web/src/features/identity/phone-number.ts). Every +1 number
// validates exactly as on the server (libphonenumber-js/max, apps/server/src/lib/phone.ts), at about 3 kB gzip
// instead of the full metadata's 40-odd. Run it after upgrading libphonenumber-js; a unit test
// (phone-validation.test.ts) fails while the file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const target = new URL('../apps/web/src/features/identity/phone-metadata.nanp.json', import.meta.url);

export function nanpMetadata(max) {
  const regions = max.country_calling_codes['1'];
  return {
    version: max.version,
    country_calling_codes: { 1: regions },
    countries: Object.fromEntries(regions.map((region) => [region, max.countries[region]])),
    nonGeographic: {},
  };
}

const max = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.max.json'), 'utf8'));
writeFileSync(target, `${JSON.stringify(nanpMetadata(max))}\n`);
console.log(`Wrote ${target.pathname}`);
