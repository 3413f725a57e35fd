// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlcoholWarningDialog } from './alcohol-warning-dialog';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AlcoholWarningDialog', () => {
  it("shows the spec's three texts", () => {
    render(<AlcoholWarningDialog onClose={() => undefined} />);
    expect(screen.getByText('Must be 21+ to order alcoholic beverages.')).toBeTruthy();
    expect(
      screen.getByText('Valid ID Required. No refunds will be issued for alcohol orders placed by minors.'),
    ).toBeTruthy();
    expect(screen.getByText('Please drink responsibly.')).toBeTruthy();
  });

  it('closes itself after 5 s, even when the page re-renders meanwhile', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<AlcoholWarningDialog onClose={first} />);
    act(() => vi.advanceTimersByTime(3_000));
    rerender(<AlcoholWarningDialog onClose={second} />);
    act(() => vi.advanceTimersByTime(1_999));
    expect(second).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('closes on I understand', () => {
    const onClose = vi.fn();
    render(<AlcoholWarningDialog onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'I understand', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open once the pointer rests on it (or a finger touches it), until I understand', () => {
    const onClose = vi.fn();
    render(<AlcoholWarningDialog onClose={onClose} />);
    act(() => vi.advanceTimersByTime(4_000));
    fireEvent.pointerEnter(screen.getByRole('dialog', { hidden: true }));
    act(() => vi.advanceTimersByTime(600_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'I understand', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open after a key pressed in it (WCAG 2.2.1), until I understand', () => {
    const onClose = vi.fn();
    render(<AlcoholWarningDialog onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'I understand', hidden: true }), { key: 'Tab' });
    act(() => vi.advanceTimersByTime(600_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'I understand', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("hands focus to the page's heading when it closes", () => {
    const { rerender } = render(
      <>
        <h1 tabIndex={-1}>Main Bar</h1>
        <AlcoholWarningDialog onClose={() => undefined} />
      </>,
    );
    rerender(<h1 tabIndex={-1}>Main Bar</h1>);
    expect(document.activeElement?.textContent).toBe('Main Bar');
  });
});
