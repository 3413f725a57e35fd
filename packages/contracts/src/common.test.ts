import { describe, expect, it } from 'vitest';
import { idSchema, optionalText, requiredText } from './common.js';

describe('the shared field schemas', () => {
  it('say the same words for blank, too long and control characters wherever they are used', () => {
    const name = requiredText('Name', 5);
    expect(name.safeParse('  Ada ').data).toBe('Ada');
    expect(name.safeParse('   ').error?.issues.map((issue) => issue.message)).toEqual(['Name is required.']);
    expect(name.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual(['Name is required.']);
    expect(name.safeParse('Adelaide').error?.issues[0]?.message).toBe('Name must be at most 5 characters.');
    expect(name.safeParse('A\u0000a').error?.issues[0]?.message).toBe('Name has invalid characters.');

    const note = optionalText('Note', 5);
    expect(note.safeParse(undefined).data).toBeNull();
    expect(note.safeParse('  ').data).toBeNull();
    expect(note.safeParse(' hi ').data).toBe('hi');
    expect(note.safeParse('too long').error?.issues[0]?.message).toBe('Note must be at most 5 characters.');

    expect(idSchema.safeParse('AB_1-c').success).toBe(true);
    expect(idSchema.safeParse('a/b').error?.issues[0]?.message).toBe('Invalid id.');
  });

  it('are defined once, in common.ts: no contract file declares its own', async () => {
    // node:fs by a computed name: the contracts are type-checked without Node's types (they run in the browser too).
    const fs = await import('node:fs' as string);
    const dir = 'packages/contracts/src';
    const shared = /(?:const|function)\s+(idSchema|requiredText|optionalText)\b/;
    const own = (fs.readdirSync(dir) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'common.ts')
      .filter((file) => shared.test(fs.readFileSync(`${dir}/${file}`, 'utf8')));
    expect(own).toEqual([]);
  });
});
