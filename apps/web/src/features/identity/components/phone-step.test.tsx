// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pasteLikeBrowser, typeLikeBrowser } from '#web/test/type-like-browser';
import { PhoneStep } from './phone-step';

afterEach(cleanup);

function openPhoneStep() {
  const onSubmit = vi.fn(async () => null);
  render(<PhoneStep defaultPhone="" onSubmit={onSubmit} />);
  const field = screen.getByLabelText('Phone number') as HTMLInputElement;
  return { field, onSubmit };
}

describe('the sign-in phone field, with the country code typed', () => {
  it.each(['+1 310 555 1103', '1 310 555 1103', '+1 (310) 555-1103', '13105551103'])(
    'typed "%s": (310) 555-1103, sent as +13105551103',
    async (typed) => {
      const { field, onSubmit } = openPhoneStep();
      typeLikeBrowser(field, typed);
      expect(field.value).toBe('(310) 555-1103');
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('+13105551103', '(310) 555-1103'));
    },
  );

  it('pasted whole: nothing cut off', async () => {
    const { field, onSubmit } = openPhoneStep();
    pasteLikeBrowser(field, '+1 (310) 555-1103');
    expect(field.value).toBe('(310) 555-1103');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('+13105551103', '(310) 555-1103'));
  });
});
