import { loadApp, loadOrderCode } from './load-app';

/**
 * The menu's first taps, answered before the app's code has arrived (decision 098). On the server's HTML (decision
 * 074), Add on a product without choices turns into the card's − 1 + stepper, + and − change it, and the Order Now bar
 * shows the cart's count and total, all drawn from the real components' markup the server rendered into `<template>`s
 * (routes/location/first-templates.tsx) and filled by their `data-slot`s. The cart is written to localStorage as the
 * app writes it (features/cart/cart.ts, cart-store.ts), so the app reads the same cart when it takes over. A tap this
 * cannot answer (a product's choices or sizes, Order Now, the cart, or any tap once the app has begun to hydrate the
 * page) shows that it was taken, is kept, and starts the app, which replays it (features/menu/captured-taps.ts).
 * No library, no framework: this must stay a few kilobytes.
 */

/** A tap kept for the app to replay. */
export type KeptTap =
  | { kind: 'add'; productId: string }
  | { kind: 'open'; key: string }
  | { kind: 'order' }
  | { kind: 'cart' };

/** What the first script leaves on the window for the app (`__qlTaps`) and the journey benchmark. */
export type FirstTaps = {
  /** 'answering' until the app hydrates ('keeping': every tap kept, the page left as it is) or takes over ('stopped'). */
  state: 'answering' | 'keeping' | 'stopped';
  /** Whether this script changed the server's HTML (the app must then draw afresh rather than hydrate it). */
  hasChanged: () => boolean;
  /** The app is about to hydrate the page: from now on keep every tap and change nothing. */
  hold: () => void;
  /** The app's handlers answer from now on: the taps kept, and the focused control's place in `#root`. */
  stop: () => { taps: KeptTap[]; focus: FocusPlace | null };
  /** Whether a tap on this element is answered at once (for the benchmark's readiness). */
  answers: (element: Element) => boolean;
  /**
   * Whether a tap on this element, not answered at once, is taken: kept with its pressed look and done by the app when
   * it takes over (the benchmark's readiness for a person who taps what they see: a quick Order Now, decision 102).
   */
  takes: (element: Element) => boolean;
  /** The taps kept so far, in order, left where they are (the app looks before it chooses what to draw). */
  kept: () => KeptTap[];
  /**
   * Reads the page's data, this site's storage and the language's plural rules ahead of a tap, in idle time after the
   * script starts: a first Add otherwise pays for each (issue 45: the data's parse 4–5 ms and the page's first storage
   * read 3–5 ms, on the phone). A tap reads the cart again, as it always does.
   */
  warm: () => void;
};

/** A control's child-index path from `#root`, with what it should still be (its tag and name) to be the same one. */
export type FocusPlace = { path: number[]; tag: string; label: string | null };

type StoredLine = {
  productId: string;
  quantity: number;
  title?: string;
  options?: unknown[];
  comboChoices?: unknown[];
};
type StoredCart = { vendorLocationId: string; items: StoredLine[]; createdAt: string; updatedAt: string };
type Product = {
  productId: string;
  name: string;
  variantName: string | null;
  price: string;
  isAvailable: boolean;
  isSoldOut?: boolean;
  trackQuantity: boolean;
  quantity: { available: number | null };
  optionGroups?: unknown[];
  comboSlots?: unknown[];
};
type PageData = {
  vendorLocationId: string;
  location: { items: { ordering?: { open?: boolean } | null }[] };
  products: { items: Product[] };
};

/** As lib/constants.ts: a line holds at most 10; a cart is dropped a day after it last changed. */
const MAX_LINE_QUANTITY = 10;
const CART_MAX_AGE_MS = 24 * 60 * 60_000;
const CART_KEY_PREFIX = 'ql.cart.';

/** 1250 → "$12.50", exactly as lib/money.ts formats (a test holds them equal). */
export function formatCents(cents: number): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.50" → 1250, as lib/money.ts reads the API's two-decimal amounts (a test holds them equal); malformed reads as 0. */
export const toCents = (amount: string): number => Math.round(Number(amount) * 100) || 0;

const isSoldOut = (product: Product) =>
  product.isSoldOut === true || (product.trackQuantity && (product.quantity.available ?? 0) <= 0);
const isOrderable = (product: Product | undefined): product is Product =>
  !!product && product.isAvailable && !isSoldOut(product);
const hasChoices = (line: {
  optionGroups?: unknown[];
  comboSlots?: unknown[];
  options?: unknown[];
  comboChoices?: unknown[];
}) => !!(line.optionGroups?.length || line.comboSlots?.length || line.options?.length || line.comboChoices?.length);
/** As features/menu/menu.ts maxOrderable: 10, or the stock left when it is tracked and lower. */
const maxOf = (product: Product) =>
  !product.trackQuantity || product.quantity.available === null
    ? MAX_LINE_QUANTITY
    : Math.max(0, Math.min(MAX_LINE_QUANTITY, product.quantity.available));

/** The location's stored cart as the app reads it (cart-store.ts getCart): a fresh one when missing, another's or expired. */
export function readCart(storage: Storage, vendorLocationId: string, now: Date): StoredCart {
  let stored: Partial<StoredCart> | null = null;
  try {
    stored = JSON.parse(storage.getItem(CART_KEY_PREFIX + vendorLocationId) ?? 'null');
  } catch {}
  const isFresh =
    stored?.vendorLocationId === vendorLocationId &&
    typeof stored.createdAt === 'string' &&
    Array.isArray(stored.items) &&
    now.getTime() - Date.parse(String(stored.updatedAt)) <= CART_MAX_AGE_MS;
  const stamp = now.toISOString();
  return isFresh ? (stored as StoredCart) : { vendorLocationId, items: [], createdAt: stamp, updatedAt: stamp };
}

/**
 * The cart with `delta` more (or fewer) of a product's line without choices, as cart.ts addToCart and decreaseQuantity
 * change it: a new line goes last with the product's title, the last one removes the line, never more than `max`.
 */
export function changeLine(cart: StoredCart, product: Product, delta: number, now: Date, max: number): StoredCart {
  const line = cart.items.find((item) => item.productId === product.productId && !hasChoices(item));
  const quantity = Math.max(0, Math.min((line?.quantity ?? 0) + delta, max));
  const title = product.variantName ? `${product.name} (${product.variantName})` : product.name;
  const changed = {
    productId: product.productId,
    quantity,
    ...(delta > 0 ? { title } : line?.title && { title: line.title }),
  };
  const items = line
    ? cart.items.flatMap((item) => (item === line ? (quantity > 0 ? [{ ...line, ...changed }] : []) : [item]))
    : quantity > 0
      ? [...cart.items, changed]
      : cart.items;
  return { ...cart, items, updatedAt: now.toISOString() };
}

/** Starts answering the page's taps; what it leaves on the window is returned too. */
export function startFirstTaps(doc: Document = document): FirstTaps {
  const win = doc.defaultView as Window & typeof globalThis;
  const root = doc.getElementById('root');
  const template = (name: string) => doc.querySelector<HTMLTemplateElement>(`template[data-first="${name}"]`)?.content;
  const text = (name: string) => template(name)?.textContent ?? '';
  const kept: KeptTap[] = [];
  /** The Add buttons taken out of their cards while a stepper shows (put back by the last −). */
  const addButtons = new Map<string, HTMLElement>();
  let state: FirstTaps['state'] = 'answering';
  let isChanged = false;
  let focused: FocusPlace | null = null;
  let data: { locationId: string; products: Map<string, Product>; isClosed: boolean } | null | undefined;

  function readData() {
    if (data !== undefined) return data;
    try {
      const page = JSON.parse(doc.getElementById('ql-page-data')?.textContent ?? '') as PageData;
      data = {
        locationId: page.vendorLocationId,
        products: new Map(page.products.items.map((product) => [product.productId, product])),
        isClosed: page.location.items[0]?.ordering?.open === false,
      };
    } catch {
      data = null;
    }
    return data;
  }

  /** The cart's count and subtotal, as the app's summary gives them; null when a line has choices this cannot price. */
  function summarize(cart: StoredCart, products: Map<string, Product>) {
    let count = 0;
    let cents = 0;
    for (const item of cart.items) {
      const product = products.get(item.productId);
      if (!isOrderable(product)) continue;
      if (hasChoices(item) || hasChoices(product)) return null;
      count += item.quantity;
      cents += item.quantity * toCents(product.price);
    }
    return { count, cents };
  }

  const fill = (scope: ParentNode, slot: string, value: string) => {
    const element = scope.querySelector(`[data-slot="${slot}"]`);
    if (element) element.textContent = value;
  };
  const named = (label: string | null, name: string) => (label ?? '').replace('{name}', name);
  let plurals: Intl.PluralRules | undefined;
  /** The page's plural rules, made once: making them loads the language's data, some milliseconds on a slow phone. */
  const pluralRules = () => {
    plurals ??= new Intl.PluralRules(doc.documentElement.lang || 'en');
    return plurals;
  };
  const itemCount = (count: number) =>
    text(pluralRules().select(count) === 'one' ? 'items-one' : 'items-other').replace(/\d+/, String(count));

  /** The card's stepper for `quantity` (its labels from the template at 1 or at 2, as the component words them). */
  function stepperFor(product: Product, quantity: number, canIncrease: boolean, existing: Element | null) {
    const source = template(quantity === 1 ? 'stepper-last' : 'stepper')?.firstElementChild;
    if (!source) return null;
    const stepper = (existing ?? source.cloneNode(true)) as HTMLElement;
    stepper.dataset.firstStepper = product.productId;
    for (const slot of ['decrease', 'quantity', 'increase']) {
      const from = source.querySelector(`[data-slot="${slot}"]`);
      stepper
        .querySelector(`[data-slot="${slot}"]`)
        ?.setAttribute('aria-label', named(from?.getAttribute('aria-label') ?? null, product.name));
    }
    fill(stepper, 'quantity', String(quantity));
    const plus = stepper.querySelector<HTMLButtonElement>('[data-slot="increase"]');
    if (plus) plus.disabled = !canIncrease;
    return stepper;
  }

  /** Draws every card and the Order Now bar for the cart, as the app would draw them. */
  function draw(cart: StoredCart, products: Map<string, Product>, cents: number, count: number, isClosed: boolean) {
    if (!root) return;
    // The page's Add buttons and steppers found in one walk of the menu, not two for each product (issue 45: a walk of
    // the whole menu per lookup was a good part of a tap on a slow phone). The first of each, as querySelector finds.
    const adds = new Map<string, HTMLElement>();
    const steppers = new Map<string, HTMLElement>();
    for (const element of root.querySelectorAll<HTMLElement>('[data-add], [data-first-stepper]')) {
      const { add: addOf, firstStepper: stepperOf } = element.dataset;
      if (addOf !== undefined && !adds.has(addOf)) adds.set(addOf, element);
      if (stepperOf !== undefined && !steppers.has(stepperOf)) steppers.set(stepperOf, element);
    }
    for (const product of products.values()) {
      const add = addButtons.get(product.productId) ?? adds.get(product.productId);
      if (!add) continue;
      const current = steppers.get(product.productId) ?? null;
      const quantity = cart.items.find((item) => item.productId === product.productId)?.quantity ?? 0;
      if (quantity > 0 && isOrderable(product)) {
        const stepper = stepperFor(product, quantity, !isClosed && quantity < maxOf(product), current);
        if (!stepper || current) continue;
        addButtons.set(product.productId, add);
        add.replaceWith(stepper);
      } else if (current) {
        current.replaceWith(add);
        addButtons.delete(product.productId);
      }
    }
    let footer = root.querySelector<HTMLElement>('[data-first-footer]');
    if (count === 0) {
      footer?.remove();
      return;
    }
    if (!footer) {
      const source = template('footer')?.firstElementChild;
      if (!source) return;
      footer = source.cloneNode(true) as HTMLElement;
      footer.dataset.firstFooter = '';
      footer.dataset.cartLabel = source.querySelector('[data-slot="cart"]')?.getAttribute('aria-label') ?? '';
      // Where the app draws it: last in the menu page, after the page's own footer.
      (root.querySelector('main')?.parentElement ?? root).append(footer);
    }
    const items = itemCount(count);
    fill(footer, 'count', String(count));
    fill(footer, 'items', items);
    fill(footer, 'subtotal', formatCents(cents));
    footer
      .querySelector('[data-slot="cart"]')
      ?.setAttribute('aria-label', (footer.dataset.cartLabel ?? '').replace(text('items-other'), items));
  }

  let region: HTMLElement | undefined;
  /** As lib/announce.ts: one polite live region, emptied then filled a moment later so the same words are read again. */
  function announce(message: string) {
    if (!region) {
      region = doc.createElement('p');
      region.setAttribute('aria-live', 'polite');
      region.className = 'sr-only';
      doc.body.append(region);
    }
    const live = region;
    live.textContent = '';
    win.setTimeout(() => {
      live.textContent = message;
    }, 100);
  }

  /**
   * Focus moved once the tap's frame is painted, as the card does it (a task later): focus() in the tap forced the
   * page's style and layout inside the handler (20–40 ms of a tap on the phone, issue 45). Not if the person has
   * put focus elsewhere since, nor on a control the app has replaced (it focuses its own, from remember()).
   */
  function focusAfterPaint(element: HTMLElement) {
    const left = doc.activeElement;
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        const now = doc.activeElement;
        if (element.isConnected && (now === left || now === doc.body || now === null)) element.focus();
      }),
    );
  }

  /** Answers + (1), − (−1) or Add (1) on a product; false when it cannot (the tap is then kept). */
  function answer(productId: string, delta: number, control: 'add' | 'increase' | 'decrease'): boolean {
    const page = readData();
    const product = page?.products.get(productId);
    if (!page || page.isClosed || !isOrderable(product) || hasChoices(product)) return false;
    const storage = win.localStorage;
    const now = new Date();
    const before = readCart(storage, page.locationId, now);
    if (!summarize(before, page.products)) return false;
    const cart = changeLine(before, product, delta, now, maxOf(product));
    const summary = summarize(cart, page.products);
    if (!summary) return false;
    const key = CART_KEY_PREFIX + page.locationId;
    try {
      if (cart.items.length > 0) storage.setItem(key, JSON.stringify(cart));
      else storage.removeItem(key);
    } catch {
      // As the app: a cart that cannot be stored still holds for this visit (here, until the app reads it again).
    }
    // The app's cart store (once loaded) hears of it as of another tab's change, and reads the cart again.
    win.dispatchEvent(new StorageEvent('storage', { key }));
    isChanged = true;
    draw(cart, page.products, summary.cents, summary.count, page.isClosed);
    // Focus as the card does (decision 083): Add hands it to +, the last − to Add; a step keeps it.
    const stepper = root?.querySelector(`[data-first-stepper="${productId}"]`);
    const next =
      control === 'add'
        ? stepper?.querySelector<HTMLElement>('[data-slot="increase"]')
        : !stepper
          ? (addButtons.get(productId) ?? root?.querySelector<HTMLElement>(`[data-add="${productId}"]`))
          : stepper.querySelector<HTMLElement>(`[data-slot="${control}"]`);
    if (next) focusAfterPaint(next);
    remember(next ?? null);
    if (delta > 0) announce(named(text('added'), product.name));
    return true;
  }

  /** Where the focused control is, so the app can focus its own copy when it takes over. */
  function remember(element: Element | null) {
    if (!root || !element || !root.contains(element)) return;
    const path: number[] = [];
    for (let node: Element = element; node !== root && node.parentElement; node = node.parentElement) {
      path.unshift([...node.parentElement.children].indexOf(node));
    }
    focused = { path, tag: element.tagName, label: element.getAttribute('aria-label') };
  }

  /** The control a tap is on, and what it asks for. */
  function tapOf(target: EventTarget | null): { control: HTMLElement; tap: KeptTap | null; step?: number } | null {
    const control = (target as Element | null)?.closest?.<HTMLElement>('button:enabled, a[href]');
    if (!control || !root?.contains(control)) return null;
    const { add, open, slot } = control.dataset;
    if (add) return { control, tap: { kind: 'add', productId: add } };
    if (open) return { control, tap: { kind: 'open', key: open } };
    const stepper = control.closest<HTMLElement>('[data-first-stepper]');
    if (stepper && (slot === 'increase' || slot === 'decrease')) {
      return { control, tap: null, step: slot === 'increase' ? 1 : -1 };
    }
    if (control.closest('[data-first-footer]') && (slot === 'order' || slot === 'cart')) {
      return { control, tap: { kind: slot } };
    }
    return null;
  }

  function onClick(event: Event) {
    const found = tapOf(event.target);
    if (!found) return;
    // Ours alone: React, listening on the root once it has begun to hydrate, would act on it too (decision 074).
    event.preventDefault();
    event.stopImmediatePropagation();
    const { control, tap, step } = found;
    if (state === 'answering') {
      const stepper = control.closest<HTMLElement>('[data-first-stepper]');
      if (step !== undefined && stepper) {
        answer(stepper.dataset.firstStepper ?? '', step, step > 0 ? 'increase' : 'decrease');
        return;
      }
      if (tap?.kind === 'add' && answer(tap.productId, 1, 'add')) return;
    }
    if (!tap) return;
    kept.push(tap);
    // Taken, and seen to be: the button's pressed look until the app answers (index.css).
    control.setAttribute('aria-busy', 'true');
    control.dataset.kept = '';
    loadApp();
    if (tap.kind === 'order') loadOrderCode();
  }

  const onFocus = (event: Event) => remember(event.target as Element);
  win.addEventListener('click', onClick, true);
  doc.addEventListener('focusin', onFocus);

  const first: FirstTaps = {
    state,
    hasChanged: () => isChanged,
    hold() {
      state = first.state = 'keeping';
    },
    stop() {
      state = first.state = 'stopped';
      win.removeEventListener('click', onClick, true);
      doc.removeEventListener('focusin', onFocus);
      // A page the app hydrates keeps these attributes (React leaves what it does not render alone).
      for (const element of doc.querySelectorAll<HTMLElement>('[data-kept]')) {
        element.removeAttribute('aria-busy');
        delete element.dataset.kept;
      }
      return { taps: kept.splice(0), focus: isChanged ? focused : null };
    },
    kept: () => [...kept],
    warm() {
      const page = state === 'answering' ? readData() : null;
      if (!page) return;
      pluralRules();
      try {
        readCart(win.localStorage, page.locationId, new Date());
      } catch {
        // Storage this browser refuses (a private mode): a tap finds the same and keeps its tap for the app.
      }
    },
    takes(element) {
      return state !== 'stopped' && !!tapOf(element)?.tap;
    },
    answers(element) {
      if (state !== 'answering') return state === 'stopped';
      const found = tapOf(element);
      if (!found) return !root?.contains(element);
      if (found.step !== undefined) return true;
      if (found.tap?.kind !== 'add') return false;
      const page = readData();
      const product = page?.products.get(found.tap.productId);
      const cart = page && readCart(win.localStorage, page.locationId, new Date());
      return (
        !!cart && !page.isClosed && isOrderable(product) && !hasChoices(product) && !!summarize(cart, page.products)
      );
    },
  };
  return first;
}
