import { act, fireEvent } from '@testing-library/react';

/**
 * Types `text` into `input` one character at a time as a browser does, which jsdom does not: a field at its
 * `maxLength` takes no more characters (fireEvent.change alone would let a too-short limit go unseen).
 */
export function typeLikeBrowser(input: HTMLInputElement, text: string) {
  for (const character of text) {
    if (input.maxLength > 0 && input.value.length >= input.maxLength) continue;
    act(() => {
      fireEvent.change(input, { target: { value: input.value + character } });
    });
  }
}

/** Pastes `text` into an empty `input` as a browser does: what is over its `maxLength` is cut off. */
export function pasteLikeBrowser(input: HTMLInputElement, text: string) {
  const value = input.maxLength > 0 ? text.slice(0, input.maxLength) : text;
  act(() => {
    fireEvent.change(input, { target: { value } });
  });
}
