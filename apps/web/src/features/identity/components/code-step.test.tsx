// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeStep } from './code-step';

afterEach(cleanup);

function renderStep(overrides: Partial<Parameters<typeof CodeStep>[0]> = {}) {
  const props = {
    phoneNumber: '+12135550120',
    secondsLeft: 42,
    isResending: false,
    isDone: false,
    onVerify: vi.fn(async () => null),
    onResend: vi.fn(async () => null),
    onBack: vi.fn(),
    ...overrides,
  };
  render(<CodeStep {...props} />);
  return { props, input: screen.getByLabelText('Verification code') as HTMLInputElement };
}

function paste(input: HTMLInputElement, text: string) {
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

describe('CodeStep', () => {
  it('says where the code went and counts down to resend', () => {
    renderStep();
    expect(screen.getByText('(213) 555-0120')).toBeTruthy();
    const resend = screen.getByRole('button', { name: /resend code in 0:42/i }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
  });

  it('enables resend once the countdown ends', () => {
    const { props } = renderStep({ secondsLeft: 0 });
    const resend = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    expect(props.onResend).toHaveBeenCalledTimes(1);
  });

  it('refuses a paste that is not all digits or is too long', () => {
    const { input, props } = renderStep();
    paste(input, '12a456');
    expect(input.value).toBe('');
    paste(input, '1234567');
    expect(input.value).toBe('');
    expect(props.onVerify).not.toHaveBeenCalled();
  });

  it('takes a short all-digit paste without submitting', () => {
    const { input, props } = renderStep();
    paste(input, '123');
    expect(input.value).toBe('123');
    expect(props.onVerify).not.toHaveBeenCalled();
  });

  it('submits by itself once 6 digits are pasted or typed', async () => {
    const { input, props } = renderStep();
    paste(input, '123456');
    await waitFor(() => expect(props.onVerify).toHaveBeenCalledWith('123456'));

    cleanup();
    const typed = renderStep();
    fireEvent.change(typed.input, { target: { value: '65a4321' } });
    expect(typed.input.value).toBe('654321');
    await waitFor(() => expect(typed.props.onVerify).toHaveBeenCalledWith('654321'));
  });

  it('shows the error the verification returned', async () => {
    const { input } = renderStep({ onVerify: vi.fn(async () => 'Invalid verification code. Please try again.') });
    fireEvent.change(input, { target: { value: '000000' } });
    expect(await screen.findByText('Invalid verification code. Please try again.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('explains a short code on submit, in the contract words', async () => {
    const { input, props } = renderStep();
    fireEvent.change(input, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter a valid 6-digit verification code.')).toBeTruthy();
    expect(props.onVerify).not.toHaveBeenCalled();
  });

  it('goes back on Back', () => {
    const { props } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onBack).toHaveBeenCalledTimes(1);
  });
});
