// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAW_VIDEO_FALLBACK_MS, DRAW_VIDEO_RETRY_MS, DrawVideo } from './draw-video';
import { PrizeButton } from './prize-button';

let playResult: Promise<void>;

beforeEach(() => {
  vi.useFakeTimers();
  playResult = new Promise(() => {});
  // jsdom has no media: play() is what the test says, canPlayType answers for mp4.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => playResult);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'video/mp4' ? 'maybe' : '',
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const video = () => screen.getByLabelText('Drawing your prize') as HTMLVideoElement;

describe('DrawVideo', () => {
  it('goes on when the video ends, once', () => {
    const onDone = vi.fn();
    render(<DrawVideo onDone={onDone} />);
    expect(video().getAttribute('src')).toBe('/media/draw.mp4');
    fireEvent.ended(video());
    act(() => vi.advanceTimersByTime(DRAW_VIDEO_FALLBACK_MS));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('goes on 3 s after a video error', () => {
    const onDone = vi.fn();
    render(<DrawVideo onDone={onDone} />);
    fireEvent.error(video());
    act(() => vi.advanceTimersByTime(DRAW_VIDEO_RETRY_MS - 1));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('goes on 3 s after the browser refuses to play', async () => {
    playResult = Promise.reject(new Error('NotAllowedError'));
    const onDone = vi.fn();
    render(<DrawVideo onDone={onDone} />);
    await act(async () => {
      await Promise.resolve();
    });
    act(() => vi.advanceTimersByTime(DRAW_VIDEO_RETRY_MS));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('falls back after 10 s when the video neither ends nor fails', () => {
    const onDone = vi.fn();
    render(<DrawVideo onDone={onDone} />);
    act(() => vi.advanceTimersByTime(DRAW_VIDEO_FALLBACK_MS - 1));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('PrizeButton', () => {
  it("shows 'CLICK FOR PRIZES' for 5 s, fades it over 0.5 s, then removes it", () => {
    render(<PrizeButton onClick={() => undefined} />);
    const tooltip = screen.getByText('CLICK FOR PRIZES');
    expect(tooltip.className).toContain('opacity-100');
    act(() => vi.advanceTimersByTime(5_000));
    expect(tooltip.className).toContain('opacity-0');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('CLICK FOR PRIZES')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('CLICK FOR PRIZES')).toBeNull();
  });
});
