// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

/** A page that renders its dialog only while it is open, as the venue page does with the prize drawing. */
function Page() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Prizes
      </button>
      {isOpen && (
        <Dialog open onClose={() => setIsOpen(false)} title="Prize Drawing">
          <button type="button" onClick={() => setIsOpen(false)}>
            Close
          </button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('gives focus back to the button that opened it when it is unmounted while open', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Prizes' });
    opener.focus();
    fireEvent.click(opener);
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByText('Prize Drawing')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
