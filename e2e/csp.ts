import type { BrowserContext } from '@playwright/test';

/**
 * The Content-Security-Policy violations the browser reported during the current journey. Every context the
 * journeys open (the runner's, `newPhone`'s, the fake-camera browser's) is watched, and the shared fixture fails
 * the journey when this is not empty at its end (fixtures.ts), so the real pages prove the policy.
 */
export const cspViolations: string[] = [];

/** Console words Chromium uses when it blocks something under the policy. */
const refused = /Refused to|Content Security Policy/;

/** Reports each `securitypolicyviolation` event of every frame to the console, where `watchCsp` collects it. */
const reportViolations = () => {
  const report = (event: SecurityPolicyViolationEvent) =>
    console.error(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
    );
  document.addEventListener('securitypolicyviolation', report);
};

export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(reportViolations);
  context.on('console', (message) => {
    const text = message.text();
    const where = message.page()?.url() ?? message.location().url;
    if (text.startsWith('CSP violation:') || (message.type() === 'error' && refused.test(text))) {
      cspViolations.push(`${where}: ${text}`);
    }
  });
}
