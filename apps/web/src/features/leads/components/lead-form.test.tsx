// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadForm } from './lead-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Book a Demo form', () => {
  it('says a refusal of one field under that field, without the API’s "body.fullName:" prefix', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: {
                code: 'VALIDATION_FAILED',
                message: 'body.fullName: Must not contain control characters.',
                details: [{ field: 'body.fullName', message: 'Must not contain control characters.' }],
              },
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const onSent = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LeadForm onSent={onSent} />
      </QueryClientProvider>,
    );
    fireEvent.input(screen.getByLabelText('Company name'), { target: { value: 'Acme Bars' } });
    fireEvent.input(screen.getByLabelText('Full name'), { target: { value: 'Ana\u0000Díaz' } });
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '2135550100' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.input(screen.getByLabelText('What are you interested in?'), {
      target: { value: 'Three bars and a patio stand.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book a Demo' }));
    expect(await screen.findByText('Must not contain control characters.')).toBeTruthy();
    expect(screen.queryByText(/body\.fullName/)).toBeNull();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(onSent).not.toHaveBeenCalled();
  });
});
