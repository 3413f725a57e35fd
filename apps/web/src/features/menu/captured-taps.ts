/** What src/tap-capture.ts keeps on the window (decision 074). */
type TapCapture = { stop: () => string[] };

/**
 * The Add taps made on the server-rendered menu before it was hydrated (product ids, in order), and stops keeping them:
 * from now on the page's own handlers answer. Empty on a page the browser rendered itself.
 */
export function takeCapturedTaps(): string[] {
  const capture = (window as unknown as { __qlTaps?: TapCapture }).__qlTaps;
  return capture?.stop() ?? [];
}
