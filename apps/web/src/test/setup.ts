import { configure } from '@testing-library/react';
import { WAIT_TIMEOUT_MS } from './waits';

// Every findBy… and waitFor of the web's tests waits for its condition up to WAIT_TIMEOUT_MS (not testing-library's
// default 1 s): it still ends the moment the condition holds, so only a slow machine ever uses the margin.
configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS });
