// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyEventForm } from '../event-form';
import { EventForm } from './event-form';

afterEach(cleanup);

function renderForm(onSubmit = vi.fn()) {
  render(<EventForm initialValues={emptyEventForm} submitLabel="Create Event" isSaving={false} onSubmit={onSubmit} />);
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
    });
  });

  it('shows a saved description as customers see it, formatted, and nothing while creating', () => {
    const saved = '<p>Live band from 9 PM. <strong>Happy hour</strong> until 10.</p>';
    const { unmount } = render(
      <EventForm
        initialValues={{ ...emptyEventForm, description: saved }}
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
