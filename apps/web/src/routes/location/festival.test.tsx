// @vitest-environment jsdom
import type { ArtistContent, FestivalContent } from '@queueless/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Artist } from '#web/routes/vendor/artist';
import { renderApp } from '#web/test/render-app';
import { Festival } from './festival';

afterEach(cleanup);

const image = { src: '/images/public/x.svg', alt: 'x' };
const DAY = 86_400_000;

function festival(startsAt: Date): FestivalContent {
  return {
    kind: 'festival',
    name: 'HeartLA Music Festival',
    tagline: 'Live music.',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 9 * 3_600_000).toISOString(),
    timeZone: 'America/Los_Angeles',
    ageLimit: 'All ages',
    venue: { name: 'Arroyo Yards', address: '1200 N Main St', city: 'Los Angeles, CA 90012' },
    heroImage: image,
    scheduleImage: image,
    orderLinks: [{ label: 'Main Stage Bar', text: 'Drinks.', shortCode: 'HEARTLA-BAR' }],
    lineup: [],
    details: [],
    ticketLink: { label: 'Get Tickets', url: 'https://tickets.example.org/heartla' },
    instagramLink: null,
  };
}

describe('a festival page', () => {
  it('sells while the festival is ahead', () => {
    renderApp(<Festival content={festival(new Date(Date.now() + 30 * DAY))} basePath="/location/AD708" />);
    expect(screen.getByRole('link', { name: 'Order now: Main Stage Bar' })).toBeTruthy();
    expect(screen.queryByText('This event has ended.')).toBeNull();
  });

  it('says an ended festival has ended and sells nothing', () => {
    renderApp(<Festival content={festival(new Date(Date.now() - 600 * DAY))} basePath="/location/AD708" />);
    expect(screen.getByText('This event has ended.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Order now/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Skip the line/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Get Tickets/ })).toBeNull();
  });
});

describe('an artist page', () => {
  it('hides Join Q&A when the page has no Q&A link', () => {
    const content: ArtistContent = {
      kind: 'artist',
      name: 'Nova Lane',
      tagline: 'Synth pop',
      images: Array.from({ length: 8 }, () => image),
      qa: { text: 'Ask anything.', link: null },
      biography: ['Bio.'],
      social: [],
    };
    renderApp(<Artist content={content} />);
    expect(screen.getByText('Ask anything.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Join Q&A/ })).toBeNull();
  });

  it('shows the same photo in two slides (the eight are required, a venue may repeat one) as eight slides', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const content: ArtistContent = {
      kind: 'artist',
      name: 'Nova Lane',
      tagline: 'Synth pop',
      images: Array.from({ length: 8 }, (_, slide) => (slide % 2 ? image : { src: '/images/public/y.svg', alt: 'y' })),
      qa: { text: 'Ask anything.', link: null },
      biography: ['Bio.'],
      social: [],
    };
    renderApp(<Artist content={content} />);
    expect(screen.getAllByRole('button', { name: /^Show photo \d$/ })).toHaveLength(8);
    expect(errors.mock.calls.filter((call) => String(call[0]).includes('same key'))).toEqual([]);
    errors.mockRestore();
  });
});
