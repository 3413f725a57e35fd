import { describe, expect, it } from 'vitest';
import { splitParagraphs } from './artist-page-editor';

describe('the biography box', () => {
  it('makes a paragraph of each block between empty lines, trimmed, empty ones dropped', () => {
    expect(splitParagraphs('One.\nStill one.\n\n  Two.  \n \n\n\nThree.\n\n')).toEqual([
      'One.\nStill one.',
      'Two.',
      'Three.',
    ]);
    expect(splitParagraphs('   \n\n ')).toEqual([]);
  });
});
