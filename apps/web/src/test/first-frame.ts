/**
 * Keeps the text an element had in the first frame it was on the page: `find` is asked after each change to the DOM,
 * and the first answer's text is kept. A test then tells a thing drawn right from a thing drawn plain and then fixed.
 */
export function watchFirstFrame(find: () => HTMLElement | null): { stop(): string | undefined } {
  let text: string | undefined;
  const observer = new MutationObserver(() => {
    if (text !== undefined) return;
    const element = find();
    if (element) text = element.textContent ?? '';
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  return {
    stop() {
      observer.disconnect();
      return text;
    },
  };
}
