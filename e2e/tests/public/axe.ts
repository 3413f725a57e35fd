// The public-page journeys use the shared axe-core and sideways-scroll checks.
export { expectAccessible, expectNoSidewaysScroll } from '../../axe.js';
