// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCameraStartedOnOpen } from './camera-start';

afterEach(() => vi.unstubAllGlobals());

const screenIs = (isBackOffice: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: query.includes('pointer: fine') && isBackOffice, media: query })),
  );

describe('the camera as a scanning page opens', () => {
  it('starts on a phone or tablet, waits for a tap on a wide screen with a mouse', () => {
    screenIs(false);
    expect(isCameraStartedOnOpen()).toBe(true);
    screenIs(true);
    expect(isCameraStartedOnOpen()).toBe(false);
  });
});
