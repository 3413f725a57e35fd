/**
 * Whether the camera may start as a scanning page opens: on a phone or a tablet, yes; on a back-office computer (a wide
 * screen with a mouse) it waits for a tap on Start camera, since most have no camera and would open on "Camera Error"
 * (decision 082). Without matchMedia (tests, old browsers) it starts, as before.
 */
export function isCameraStartedOnOpen(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return !window.matchMedia('(min-width: 1024px) and (pointer: fine)').matches;
}
