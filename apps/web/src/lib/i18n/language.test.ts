import { afterEach, describe, expect, it } from 'vitest';
import { initialLocale, serverLocale } from './language';

/** An `<html>` as the server writes it (apps/server/src/plugins/page-data.ts): the attribute has no value. */
function root(markup: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = markup.replace(/^<html/, '<div').replace(/<\/html>$/, '</div>');
  return template.content.firstElementChild as HTMLElement;
}

describe('serverLocale', () => {
  it("reads a Spanish menu's language from `data-server-lang`, an attribute without a value", () => {
    // Its dataset entry is '' (false): read as English, a Spanish menu was drawn again instead of taken over, and its
    // Order Now bar blinked out and faded in again at the takeover (CI, 2026-12-01).
    expect(serverLocale(root('<html lang="es" data-server-lang></html>'))).toBe('es');
  });

  it('is English for a page the server did not draw in a language of its own', () => {
    expect(serverLocale(root('<html lang="en"></html>'))).toBe('en');
    expect(serverLocale(root('<html lang="es"></html>'))).toBe('en');
    expect(serverLocale(root('<html lang="fr" data-server-lang></html>'))).toBe('en');
  });
});

describe('initialLocale', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-server-lang');
    document.documentElement.lang = 'en';
    localStorage.clear();
  });

  it('starts in the language the server drew the page in when nothing was chosen on this device', () => {
    document.documentElement.lang = 'es';
    document.documentElement.setAttribute('data-server-lang', '');
    expect(initialLocale()).toBe('es');
  });
});
