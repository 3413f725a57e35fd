// @vitest-environment node
/**
 * No string left behind (issue 44, decision 095): the committed catalogues are exactly what `npm run i18n:extract`
 * writes from the code (a message added, changed or dropped without extracting fails here), every message has its
 * Spanish, and each Spanish message keeps the English one's placeholders, plural and tags. The build also refuses a
 * missing Spanish message (vite.config.ts, `failOnMissing`); this says which and where, before any build.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { ORDER_FEATURES, STAFF_FEATURES } from './groups';

const configPath = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));

/** The names a message uses: its placeholders, plurals' and selects' values, and its tags (`<0>`). */
function shapeOf(message: string): string[] {
  const names = new Set<string>();
  const tags = (text: string) => {
    for (const tag of text.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${tag[1]}>`);
  };
  // A compiled message is a list of parts: text, or a placeholder `[name]` / `[name, type, cases or format]` whose
  // plural's or select's cases are lists of parts again.
  const walkParts = (parts: unknown): void => {
    if (!Array.isArray(parts)) {
      if (typeof parts === 'string') tags(parts);
      return;
    }
    for (const part of parts) {
      if (typeof part === 'string') tags(part);
      else if (Array.isArray(part)) {
        names.add(`{${String(part[0])}}`);
        const cases = part[2];
        if (cases && typeof cases === 'object') for (const value of Object.values(cases)) walkParts(value);
      }
    }
  };
  walkParts(compileMessage(message));
  return [...names].sort();
}

describe('the message catalogues', async () => {
  const config = getConfig({ configPath, cwd: fileURLToPath(new URL('../..', import.meta.url)) });
  const catalogs = await getCatalogs(config);

  it('are what extraction writes from the code, each message translated into Spanish with its shape', async () => {
    const stale: string[] = [];
    const untranslated: string[] = [];
    const misshapen: string[] = [];
    let count = 0;
    for (const catalog of catalogs) {
      const where = catalog.getFilename('es').replace(/.*\/src\//, 'src/');
      const collected = (await catalog.collect()) ?? {};
      const english = await catalog.read('en');
      const spanish = await catalog.read('es');
      const inCode = Object.keys(collected).sort();
      const inCatalogue = Object.keys(english ?? {}).sort();
      if (inCode.join('\n') !== inCatalogue.join('\n')) {
        const added = inCode.filter((id) => !(id in (english ?? {})));
        const gone = inCatalogue.filter((id) => !(id in collected));
        stale.push(`${where}: ${added.length} new, ${gone.length} gone (run npm run i18n:extract)`);
      }
      for (const id of inCode) {
        count++;
        const source = collected[id]?.message ?? id;
        const translation = spanish?.[id]?.translation;
        if (!translation) untranslated.push(`${where}: ${JSON.stringify(source)}`);
        else if (shapeOf(source).join() !== shapeOf(translation).join()) {
          misshapen.push(`${where}: ${JSON.stringify(source)} → ${JSON.stringify(translation)}`);
        }
      }
    }
    expect(stale).toEqual([]);
    expect(untranslated).toEqual([]);
    expect(misshapen).toEqual([]);
    expect(count).toBeGreaterThan(0);
    // Extraction parses every source file: a ceiling for a loaded machine, not a measure.
  }, 300_000);

  it('put each feature in one loading group, and every staff feature listed exists', () => {
    const features = readdirSync(fileURLToPath(new URL('../features', import.meta.url)));
    for (const name of [...ORDER_FEATURES, ...STAFF_FEATURES]) expect(features).toContain(name);
    expect(ORDER_FEATURES.filter((name) => (STAFF_FEATURES as readonly string[]).includes(name))).toEqual([]);
    const perFeature = catalogs.filter((catalog) => catalog.path.includes('/features/'));
    expect(perFeature.length).toBe(features.length);
  });
});
