import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * axe-core's WCAG 2.1 A and AA rules on the page as it is now (dialogs open included). Answers the serious and
 * critical violations, one line each, so a failure names the rule and the first element it found.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are checked as they end up: a dialog fading in is not yet at its full contrast.
  // Endless ones (a spinner) are left alone; one cancelled on the way (its element gone) counts as done.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol: an injected <script> would be (rightly) refused by the page's CSP.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as { violations: Violation[] };
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}×): ${v.help}, first at ${v.nodes[0]?.target.join(' ')}`);
}

/** Fails the test on any serious or critical WCAG 2.1 A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page, what: string) {
  expect(await seriousViolations(page), `${what} (${page.url()})`).toEqual([]);
}

/** Nothing is wider than the screen (no sideways scrolling). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}
