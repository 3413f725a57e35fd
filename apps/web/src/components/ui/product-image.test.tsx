// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductImage } from './product-image';

/** A stand-in IntersectionObserver the test drives: `enter()` reports every observed element as near the screen. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  elements: Element[] = [];
  constructor(readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  enter() {
    this.callback(this.elements.map((target) => ({ isIntersecting: true, target })));
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('ProductImage', () => {
  it('creates an eager picture on the first render', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<ProductImage src="/images/products/lager.svg" alt="" isEager />);
    expect(container.querySelector('img')).not.toBeNull();
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('creates a picture below the fold only once its box comes near the screen, in a box of the same size', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<ProductImage src="/images/products/lager.svg" alt="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.aspect-square')).not.toBeNull();
    act(() => FakeObserver.instances[0]?.enter());
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/products/lager.svg');
    expect(FakeObserver.instances[0]?.elements).toHaveLength(0);
  });

  it('creates it at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<ProductImage src="/images/products/lager.svg" alt="" />);
    expect(container.querySelector('img')).not.toBeNull();
  });
});
