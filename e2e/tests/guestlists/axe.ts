// The guest-list journeys use the shared axe-core check.
export { expectAccessible } from '../../axe.js';
