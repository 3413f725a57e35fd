// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { whenRootIsRead } from './when-root';

/** A page still being read, with what the server puts ahead of `#root` already in it. */
function pageBeingRead() {
  const doc = document.implementation.createHTMLDocument('menu');
  Object.defineProperty(doc, 'readyState', { value: 'loading', configurable: true });
  doc.body.innerHTML =
    '<script type="application/json" id="ql-page-data">{}</script><template data-first="added"></template>';
  return doc;
}

it('starts the first script once #root is read, not before, and once (issue 45)', async () => {
  const doc = pageBeingRead();
  const start = vi.fn(() => {
    // What it reads at its start is there: the page's data, the templates, `#root`.
    expect(doc.getElementById('ql-page-data')).not.toBeNull();
    expect(doc.querySelector('template[data-first]')).not.toBeNull();
    expect(doc.getElementById('root')).not.toBeNull();
  });
  whenRootIsRead(start, doc);
  doc.body.append(doc.createElement('p'));
  await Promise.resolve();
  expect(start).not.toHaveBeenCalled();

  const root = doc.createElement('div');
  root.id = 'root';
  doc.body.append(root);
  await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  root.append(doc.createElement('main'));
  doc.dispatchEvent(new Event('DOMContentLoaded'));
  await Promise.resolve();
  expect(start).toHaveBeenCalledTimes(1);
});

it('starts at once when #root is there, and on a page read to its end without it', () => {
  const withRoot = pageBeingRead();
  withRoot.body.innerHTML += '<div id="root"></div>';
  const first = vi.fn();
  whenRootIsRead(first, withRoot);
  expect(first).toHaveBeenCalledTimes(1);

  const without = pageBeingRead();
  const second = vi.fn();
  whenRootIsRead(second, without);
  expect(second).not.toHaveBeenCalled();
  without.dispatchEvent(new Event('DOMContentLoaded'));
  expect(second).toHaveBeenCalledTimes(1);
});
