import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { WAIT_TIMEOUT_MS } from './waits';

// Every findBy… and waitFor of the web's tests waits for its condition up to WAIT_TIMEOUT_MS (not testing-library's
// default 1 s): it still ends the moment the condition holds, so only a slow machine ever uses the margin.
configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS });

// What a test rendered is unmounted after it, in every file (without vitest's globals testing-library does not do it
// itself): no React work is left to run once the file's environment is gone, which a loaded machine made happen.
afterEach(() => cleanup());
