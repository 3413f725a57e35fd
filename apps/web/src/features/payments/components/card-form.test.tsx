// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardForm } from './card-form';

afterEach(cleanup);

function renderForm(problem: string | null = null) {
  const onPay = vi.fn(async () => undefined);
  const beforePay = vi.fn(() => problem);
  render(<CardForm payLabel="Pay $9.98" isProcessing={false} isDisabled={false} beforePay={beforePay} onPay={onPay} />);
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return { onPay, beforePay, field };
}

/** A name, a mistyped number and a month 13, then Pay: the number's message is shown. */
async function payWithWrongNumberAndExpiry(field: (label: string) => HTMLInputElement) {
  fireEvent.change(field('Cardholder name'), { target: { value: 'Casey Customer' } });
  fireEvent.change(field('Card number'), { target: { value: '4242 4242 4242 4241' } });
  fireEvent.change(field('Expiry'), { target: { value: '13/30' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay $9.98' }));
  expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
}

describe('CardForm', () => {
  it('formats what is typed: groups of 4, MM/YY, digits only, ZIP at most 5', () => {
    const { field } = renderForm();
    fireEvent.change(field('Card number'), { target: { value: '4242424242424242' } });
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    fireEvent.change(field('Expiry'), { target: { value: '1230' } });
    expect(field('Expiry').value).toBe('12/30');
    fireEvent.change(field('CVC'), { target: { value: '12a3' } });
    expect(field('CVC').value).toBe('123');
    fireEvent.change(field('ZIP'), { target: { value: '900151234' } });
    expect(field('ZIP').value).toBe('90015');
  });

  it('marks the name field when checkout says the cardholder name is missing', async () => {
    const { onPay, beforePay } = renderForm('Please enter the cardholder name.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $9.98' }));
    expect(beforePay).toHaveBeenCalledWith('');
    expect(await screen.findByText('Cardholder name is required')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('shows the card checks and pays nothing while a field is wrong', async () => {
    const { onPay, field } = renderForm();
    await payWithWrongNumberAndExpiry(field);
    expect(screen.getByText('Your card’s expiration date is invalid.')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('pays with the digits and the expiry read as month and year', async () => {
    const { onPay, field } = renderForm();
    fireEvent.change(field('Cardholder name'), { target: { value: ' Casey Customer ' } });
    fireEvent.change(field('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(field('Expiry'), { target: { value: '12/30' } });
    fireEvent.change(field('CVC'), { target: { value: '123' } });
    fireEvent.change(field('ZIP'), { target: { value: '90015' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $9.98' }));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay).toHaveBeenCalledWith({
      type: 'card',
      cardholderName: 'Casey Customer',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      postalCode: '90015',
    });
  });

  it('focuses the first wrong field, then follows the typing in each field', async () => {
    const { onPay, field } = renderForm();
    await payWithWrongNumberAndExpiry(field);
    expect(document.activeElement).toBe(field('Card number'));
    // Mended: its message goes at once; the expiry's stays until the expiry is mended too.
    fireEvent.change(field('Card number'), { target: { value: '4242 4242 4242 4242' } });
    expect(screen.queryByText('Your card number is invalid.')).toBeNull();
    expect(screen.getByText('Your card’s expiration date is invalid.')).toBeTruthy();
    expect(screen.queryByText('Your card’s security code is incomplete.')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('shows nothing while the first card is typed, before any Pay', () => {
    const { field } = renderForm();
    fireEvent.change(field('Card number'), { target: { value: '4242' } });
    expect(screen.queryByText('Your card number is incomplete.')).toBeNull();
  });

  it('shows an empty ZIP field as empty (no real ZIP as its placeholder) and asks for it when left empty', async () => {
    const { onPay, field } = renderForm();
    expect(field('ZIP').placeholder).not.toMatch(/^\d{5}$/);
    fireEvent.change(field('Cardholder name'), { target: { value: 'Casey Customer' } });
    fireEvent.change(field('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(field('Expiry'), { target: { value: '12/30' } });
    fireEvent.change(field('CVC'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $9.98' }));
    expect(await screen.findByText('Enter your ZIP code.')).toBeTruthy();
    expect(screen.queryByText('ZIP code must be up to 5 digits.')).toBeNull();
    expect(onPay).not.toHaveBeenCalled();
  });
});
