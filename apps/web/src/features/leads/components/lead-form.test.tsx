// @vitest-environment jsdom
import { leadMessages } from '@queueless/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, needGroup } from '#web/lib/i18n/catalogues';
import { LeadForm } from './lead-form';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

function renderLeadForm() {
  const onSent = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LeadForm onSent={onSent} />
    </QueryClientProvider>,
  );
  return onSent;
}

describe('the Book a Demo form', () => {
  it('refuses bad input with the contract’s words in English, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onSent = renderLeadForm();
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '12' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ana@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book a Demo' }));
    expect(await screen.findByText(leadMessages.companyName)).toBeTruthy();
    for (const message of [leadMessages.fullName, leadMessages.phone, leadMessages.email, leadMessages.messageShort]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    fireEvent.input(screen.getByLabelText('What are you interested in?'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Book a Demo' }));
    expect(await screen.findByText(leadMessages.messageLong)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('says what is wrong in Spanish on a Spanish page, never the contract’s English', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    // As on the home page: the customer's pages' messages (the form's words among them) load with it.
    await needGroup('customer');
    await activateLocale('es');
    const onSent = renderLeadForm();
    fireEvent.input(screen.getByLabelText('Teléfono'), { target: { value: '12' } });
    fireEvent.input(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@' } });
    fireEvent.input(screen.getByLabelText('Nombre completo'), { target: { value: 'x'.repeat(121) } });
    const submit = screen.getByRole('button', { name: 'Reserva una demostración' });
    fireEvent.click(submit);
    expect(await screen.findByText('El nombre de la empresa debe tener al menos 2 caracteres')).toBeTruthy();
    expect(screen.getByText('El nombre completo debe tener como máximo 120 caracteres')).toBeTruthy();
    expect(screen.getByText('Escribe un número de teléfono válido')).toBeTruthy();
    expect(screen.getByText('Correo electrónico no válido')).toBeTruthy();
    expect(screen.getByText('Cuéntanos qué te interesa')).toBeTruthy();
    for (const english of Object.values(leadMessages)) expect(screen.queryByText(english)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
  });

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
    const onSent = renderLeadForm();
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
