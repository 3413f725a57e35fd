import { type OptionGroupBody, optionGroupBodySchema } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { issueMessage } from '#web/lib/forms/field-messages';
import { optionGroupFieldMessages } from './inventory-messages';

/** The option group editor's first message for a body, as option-group-editor.tsx words it. */
function firstMessage(body: OptionGroupBody): string | null {
  const checked = optionGroupBodySchema.safeParse(body);
  const issue = checked.success ? undefined : checked.error.issues[0];
  return issue ? issueMessage(issue, optionGroupFieldMessages(body)) : null;
}

const group = (names: string[]): OptionGroupBody => ({
  name: 'Milk',
  minSelections: 0,
  maxSelections: 1,
  options: names.map((name) => ({ name, priceDelta: '0' })),
});

describe("the option group editor's two refusals of one kind on an option's name", () => {
  it('says a name holds control characters when one does', () => {
    expect(firstMessage(group(['Oat\u0000', 'Soy']))).toBe('The option name cannot hold control characters.');
  });

  it('says two options share a name when they do, a line break at the end included (the contract trims it)', () => {
    expect(firstMessage(group(['Oat', 'Oat']))).toBe('Two options have this name.');
    expect(firstMessage(group(['Oat\n', 'Oat']))).toBe('Two options have this name.');
  });
});
