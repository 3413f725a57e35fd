// Replays calls recorded by the test harness (API_RECORD_DIR) through Prism's validating proxy against a description:
//   API_RECORD_DIR=/tmp/rec DATABASE_URL=… npx vitest run --project server apps/server/test/conformance
//   npx tsx apps/server/test/openapi/write-openapi-cli.ts /tmp/openapi.json
//   npx tsx apps/server/test/openapi/replay-cli.ts /tmp/openapi.json /tmp/rec [prism port, default 3216]
// (`npm test` replays the generated client's whole order through Prism the same way: generated-client.test.ts.)
// Prints the counts (decision 090): violations of answers, of requests the server took, of requests it refused, and
// the calls refused with 400 although valid per the description (a constraint the description does not state).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readRecording, replayThroughPrism } from './replay.js';

const [specFile, recordDir, port = '3216'] = process.argv.slice(2);
if (!specFile || !recordDir) throw new Error('usage: replay-cli.ts <openapi.json> <record dir> [prism port]');
const prismBin = join(
  dirname(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json')),
  'dist/index.js',
);
const result = await replayThroughPrism(specFile, readRecording(recordDir), { prismPort: Number(port), prismBin });
const callsOf = (list: { call: string }[]) => new Set(list.map((v) => v.call)).size;
console.log(
  JSON.stringify(
    {
      calls: result.calls,
      skipped: result.skipped,
      refusedButValid: result.refusedButValid,
      responseViolations: result.response.length,
      responseViolationCalls: callsOf(result.response),
      requestViolationsAccepted: result.requestAccepted.length,
      requestViolationsRefused: result.requestRefused.length,
      refusedButValidCalls: result.refusedButValid.length,
      // Each kind of violation once, with how many calls showed it (the path's ids left out).
      kinds: Object.entries(
        [...result.response, ...result.requestAccepted].reduce<Record<string, number>>((counts, v) => {
          const kind = `${v.call.split(' ')[0]} ${v.call.split(' ')[1]?.replace(/\/[^/?]*\d[^/?]*/g, '/…')} → ${v.status}: ${v.location.join('.')} ${v.message}`;
          counts[kind] = (counts[kind] ?? 0) + 1;
          return counts;
        }, {}),
      ),
      details: [...result.response, ...result.requestAccepted].slice(0, 50),
    },
    null,
    2,
  ),
);
