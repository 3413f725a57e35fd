// @vitest-environment jsdom

import { deviceTimeZone, isSameTimeZone } from '@queueless/contracts/venue-time';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyEventForm } from '#web/features/events/event-form';
import { activateLocale, needGroup } from '#web/lib/i18n/catalogues';
import { EventForm } from './event-form';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

function renderForm(onSubmit = vi.fn(), timeZone = 'America/Los_Angeles') {
  render(
    <EventForm
      initialValues={emptyEventForm}
      timeZone={timeZone}
      submitLabel="Create Event"
      isSaving={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('EventForm', () => {
  it('shows the schema’s words on the fields it refuses and sends nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Ticketing link'), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event name is required.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid URL.')).toBeTruthy();
    expect(screen.getByLabelText('Ticketing link').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    // Typing in a field clears its message.
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'Friday' } });
    expect(screen.queryByText('Event name is required.')).toBeNull();
  });

  it('says a limit in English in the contract’s words, its number filled in', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event name must be at most 200 characters.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is wrong in Spanish on a Spanish page, never the contract’s English', async () => {
    // As on the page: the customer's pages' messages (this feature's among them) load with it.
    await needGroup('customer');
    await activateLocale('es');
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Enlace de venta de entradas'), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('El nombre del evento es obligatorio.')).toBeTruthy();
    expect(screen.getByText('Escribe una URL válida.')).toBeTruthy();
    expect(screen.queryByText('Event name is required.')).toBeNull();
    expect(screen.queryByText('Please enter a valid URL.')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a half-picked time, which the schema cannot see', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'Friday' } });
    fireEvent.change(screen.getByLabelText('Start time hour'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Pick a date, hour and minute, or clear the time.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the request body once, however often it is tapped', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: ' Friday Night ' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '<p>Live</p>' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'IN_PROGRESS' } });
    const submit = screen.getByRole('button', { name: 'Create Event' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      eventName: ' Friday Night ',
      startTime: null,
      endTime: null,
      ticketingLink: null,
      description: '<p>Live</p>',
      status: 'IN_PROGRESS',
      translations: { es: { eventName: '', description: '' } },
    });
  });

  it("takes 9:00 PM as 9:00 PM on the venue's clock and, on a device in another zone, says which zone", async () => {
    // A venue whose zone is not this machine's, and 9:00 PM on 2026-07-04 there.
    const [venueZone, ninePm] = isSameTimeZone('Asia/Tokyo', deviceTimeZone())
      ? ['America/Los_Angeles', '2026-07-05T04:00:00.000Z']
      : ['Asia/Tokyo', '2026-07-04T12:00:00.000Z'];
    const onSubmit = renderForm(vi.fn(), venueZone);
    expect(screen.getByText(/^Times are in .+, the venue's time zone\.$/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'Late Show' } });
    fireEvent.change(screen.getByLabelText('Start time date'), { target: { value: '2026-07-04' } });
    fireEvent.change(screen.getByLabelText('Start time hour'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Start time minute'), { target: { value: '00' } });
    fireEvent.change(screen.getByLabelText('Start time AM or PM'), { target: { value: 'PM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ startTime: ninePm });
  });

  it("names no zone on a device in the venue's own", () => {
    renderForm(vi.fn(), deviceTimeZone());
    expect(screen.queryByText(/the venue's time zone/)).toBeNull();
  });

  it('shows a saved description as customers see it, formatted, and nothing while creating', () => {
    const saved = '<p>Live band from 9 PM. <strong>Happy hour</strong> until 10.</p>';
    const { unmount } = render(
      <EventForm
        initialValues={{ ...emptyEventForm, description: saved }}
        timeZone="America/Los_Angeles"
        savedDescriptionHtml={saved}
        submitLabel="Update Event"
        isSaving={false}
        onSubmit={vi.fn()}
      />,
    );
    const preview = screen.getByRole('region', { name: 'Saved description' });
    expect(preview.querySelector('strong')?.textContent).toBe('Happy hour');
    expect(preview.textContent).not.toContain('<p>');
    unmount();
    renderForm();
    expect(screen.queryByRole('region', { name: 'Saved description' })).toBeNull();
  });
});
