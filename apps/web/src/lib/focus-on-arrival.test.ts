import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusOnArrival } from './focus-on-arrival';

describe('focusOnArrival', () => {
  let frames: Array<() => void>;
  let heading: HTMLHeadingElement;

  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    heading = document.createElement('h1');
    heading.textContent = 'Order Review';
    document.body.append(heading);
    // As React Router leaves it after a link in the app: the visit's second entry.
    window.history.replaceState({ idx: 1 }, '');
  });

  afterEach(() => {
    document.body.replaceChildren();
    window.history.replaceState(null, '');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The new page's frame painted, then the task after it. */
  function paint() {
    for (const frame of frames.splice(0)) frame();
    vi.runAllTimers();
  }

  it('focuses the heading once the new page is painted, not in the commit that mounts it', () => {
    focusOnArrival(heading);
    expect(document.activeElement).not.toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    paint();
    expect(document.activeElement).toBe(heading);
  });

  it('leaves focus where the page or the person put it before the frame', () => {
    const field = document.createElement('input');
    const button = document.createElement('button');
    document.body.append(field, button);
    focusOnArrival(heading);
    field.focus();
    paint();
    expect(document.activeElement).toBe(field);

    field.blur();
    focusOnArrival(heading);
    button.focus();
    paint();
    expect(document.activeElement).toBe(button);
  });

  it('does not focus a heading the page has replaced, nor on the visit’s first page', () => {
    focusOnArrival(heading);
    heading.remove();
    paint();
    expect(document.activeElement).toBe(document.body);

    const first = document.createElement('h1');
    document.body.append(first);
    window.history.replaceState({ idx: 0 }, '');
    focusOnArrival(first);
    paint();
    expect(document.activeElement).toBe(document.body);
    expect(frames).toEqual([]);
  });
});
