import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { signInByApi } from '../../api.js';
import { demo, expect, test } from '../../fixtures.js';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** The winner of this journey, new to the app. */
const winnerPhone = '+12135550162';

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** axe-core's WCAG 2.1 A and AA rules at phone size, serious and critical only (as accessibility.spec.ts). */
async function expectAccessible(page: Page, what: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as { violations: Violation[] };
    return result.violations;
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}×): ${v.help}, first at ${v.nodes[0]?.target.join(' ')}`);
  expect(serious, `${what} (${page.url()})`).toEqual([]);
}

test('the venue page, the guest’s drawing dialog and the drawing terms pass axe at phone size', async ({
  newPhone,
}) => {
  const visitor = await newPhone();
  await visitor.goto('/vendor/demo-bar');
  await expect(visitor.getByText('CLICK FOR PRIZES')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Friday Night Live' })).toBeVisible();
  await expectAccessible(visitor, 'the venue page with the prize tooltip');
  await visitor.getByRole('button', { name: 'Prizes' }).click();
  await expect(visitor.getByRole('link', { name: 'Sign In to Try Your Luck' })).toBeVisible();
  await expectAccessible(visitor, 'the drawing dialog for a guest');
  await visitor.goto('/prize-drawing-terms');
  await expect(visitor.getByText('Effective 05-01-2025')).toBeVisible();
  await expectAccessible(visitor, 'the drawing terms');
  await visitor.goto('/vendor/skyline-lounge');
  await expect(visitor.getByText('No events found for this vendor.')).toBeVisible();
  await expectAccessible(visitor, 'a venue page without events');
});

test('a winner’s drawing result, Rewards Center and Recent Rewards pass axe at phone size', async ({
  apiBase,
  newPhone,
}) => {
  const winner = await newPhone(await signInByApi(apiBase, winnerPhone));
  await winner.goto('/vendor/demo-bar');
  await winner.getByRole('button', { name: 'Prizes' }).click();
  const drawing = winner.getByRole('dialog', { name: 'Prize Drawing' });
  await expect(drawing.getByText('Tickets: 1')).toBeVisible();
  await expectAccessible(winner, 'the drawing dialog with a ticket');
  await drawing.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }).check();
  await drawing.getByRole('button', { name: 'Try Your Luck' }).click();
  await expect(drawing.getByText('You won!')).toBeVisible({ timeout: 15_000 });
  await expectAccessible(winner, 'the winning result');
  await winner.goto('/vendor/demo-bar/rewards/EVT-DEMO-TONIGHT');
  await expect(winner.getByTestId('claim-code')).toBeVisible();
  await expectAccessible(winner, 'the Rewards Center');
  await winner.goto('/account');
  await expect(winner.getByRole('heading', { name: 'Recent Rewards' })).toBeVisible();
  await expect(winner.getByText('Pending')).toBeVisible();
  await expectAccessible(winner, 'the account page with Recent Rewards');
});

test('the staff claim page with a refused code passes axe at phone size', async ({ newPhone, sessions }) => {
  // No camera in this browser: the camera error shows beside the typed-code form.
  const staffPage = await newPhone(await sessions.signIn(demo.staff));
  await staffPage.goto('/staff/location/AD708/claim-reward');
  await staffPage.getByLabel('Claim code').fill('ZZZZZZZZ');
  await staffPage.getByRole('button', { name: 'Claim prize' }).click();
  await expect(staffPage.getByText('No reward has this claim code.')).toBeVisible();
  await expectAccessible(staffPage, 'the staff claim page with an error');
});
