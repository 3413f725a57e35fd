// @vitest-environment jsdom
import type { DrawResult, Prize, Ticket } from '@queueless/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, jsonResponse, renderApp } from '#web/test/render-app';
import { DrawDialog } from './draw-dialog';

const prize: Prize = {
  prizeId: 'P1',
  name: 'Free Drink',
  description: 'Any drink',
  imageUrl: null,
  quantityRemaining: 3,
  odds: 0.5,
};
const ticket: Ticket = { ticketId: 'T1', eventId: 'E1', sourceType: 'SIGNIN', createdAt: '', expiresAt: null };

type Answers = { tickets: Ticket[]; draw: { status: number; body: unknown } };
let answers: Answers;
let drawCalls = 0;

const json = (status: number, body: unknown) => jsonResponse(body, status);

beforeEach(() => {
  localStorage.clear();
  drawCalls = 0;
  answers = {
    tickets: [ticket],
    draw: { status: 200, body: { winStatus: false, rewards: [], message: 'Better luck' } },
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/prizes')) return json(200, { prizes: [prize] });
    if (url.includes('/tickets')) return json(200, { tickets: answers.tickets });
    if (url.includes('/draw')) {
      drawCalls += 1;
      return json(answers.draw.status, answers.draw.body);
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'no' } });
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDialog(isSignedIn = true) {
  const auth = fakeAuth({
    status: isSignedIn ? 'authenticated' : 'unauthenticated',
    user: isSignedIn ? { userId: 'U1', phoneNumber: '+12135550100' } : null,
  });
  renderApp(<DrawDialog open vendorId="V1" eventId="E1" onClose={() => undefined} />, { auth, path: '/vendor/V1' });
}

const query = { hidden: true } as const;

async function drawAndFinishVideo() {
  const terms = await screen.findByRole('checkbox', { name: 'I agree to the Terms & Conditions', ...query });
  const tryLuck = await screen.findByRole('button', { name: 'Try Your Luck', ...query });
  await waitFor(() => expect((tryLuck as HTMLButtonElement).disabled).toBe(true));
  fireEvent.click(terms);
  await waitFor(() => expect((tryLuck as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(tryLuck);
  fireEvent.ended(await screen.findByLabelText('Drawing your prize'));
}

describe('DrawDialog', () => {
  it('asks a guest to sign in, with the prizes shown', async () => {
    renderDialog(false);
    expect(await screen.findByText('Free Drink')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sign In to Try Your Luck', ...query });
    expect(link.getAttribute('href')).toBe('/signin');
  });

  it("shows 'No Tickets Left', disabled, without a ticket", async () => {
    answers.tickets = [];
    renderDialog();
    const button = await screen.findByRole('button', { name: 'No Tickets Left', ...query });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('needs the terms ticked, remembers the choice, and shows a win after the video', async () => {
    const won: DrawResult = {
      winStatus: true,
      message: 'Congratulations!',
      rewards: [
        {
          rewardId: 'R1',
          eventId: 'E1',
          vendorId: 'V1',
          eventName: 'Night',
          prizeName: 'Free Drink',
          prizeDescription: null,
          prizeImageUrl: null,
          wonTimestamp: '2025-05-01T20:00:00Z',
          status: 'PENDING',
          claimCode: 'ABCD2345',
          claimExpiration: null,
          claimedAt: null,
        },
      ],
    };
    answers.draw = { status: 200, body: won };
    renderDialog();
    await drawAndFinishVideo();
    expect(await screen.findByText('You won!')).toBeTruthy();
    expect(screen.getByText('ABCD2345')).toBeTruthy();
    expect(localStorage.getItem('prizeDrawingTermsAccepted')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Awesome', ...query }));
    expect(await screen.findByRole('button', { name: 'Try Your Luck', ...query })).toBeTruthy();
    expect(drawCalls).toBe(1);
  });

  it("shows a failed draw as the loser with 'Failed to draw prize', and Try Again goes back", async () => {
    answers.draw = { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } } };
    renderDialog();
    await drawAndFinishVideo();
    expect(await screen.findByText('Failed to draw prize')).toBeTruthy();
    expect(screen.getByText('Not this time')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again', ...query }));
    expect(await screen.findByRole('button', { name: 'Try Your Luck', ...query })).toBeTruthy();
  });

  it('shows a result without a reward as the loser', async () => {
    answers.draw = { status: 200, body: { winStatus: true, rewards: [], message: 'odd' } };
    renderDialog();
    await drawAndFinishVideo();
    expect(await screen.findByText('Not this time')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Maybe Later', ...query })).toBeTruthy();
  });
});
