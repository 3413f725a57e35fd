// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { contentPageQueryOptions } from '#web/features/content/api/get-content-page';
import { ApiError } from '#web/lib/api-client';
import { ContentError } from './content-states';

afterEach(cleanup);

function renderError(error: unknown) {
  render(
    <MemoryRouter>
      <ContentError error={error} onRetry={() => undefined} isRetrying={false} />
    </MemoryRouter>,
  );
}

describe('a content page that failed to load', () => {
  it('is not found when the address names no page (the server refuses the slug with a 400)', () => {
    renderError(new ApiError(400, 'VALIDATION_FAILED', 'params.slug: Unknown page.'));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers Try again for a failure that may pass', () => {
    renderError(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Try again shortly.'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not asked for again after a 400 or a 404, and at most twice after a 503', () => {
    const retry = contentPageQueryOptions('artist:demo-bar:x').retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new ApiError(400, 'VALIDATION_FAILED', ''))).toBe(false);
    expect(retry(0, new ApiError(404, 'NOT_FOUND', ''))).toBe(false);
    expect(retry(1, new ApiError(503, 'SERVICE_UNAVAILABLE', ''))).toBe(true);
    expect(retry(2, new ApiError(503, 'SERVICE_UNAVAILABLE', ''))).toBe(false);
  });
});
