import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Unknown tags go but their text stays; script, style and the like go with their content.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens in a new tab and gives the page it opens no handle back on ours.
    a: (_tagName, attribs) => ({
      tagName: 'a',
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer',
        target: '_blank',
      },
    }),
  },
};

/**
 * Keeps the basic formatting of an event description (paragraphs, emphasis, lists, h2–h4 and
 * http/https/mailto links) and drops everything else: scripts, event handlers, styles, other URLs.
 * Answers null when nothing is left.
 */
export function sanitizeEventDescription(html: string | null): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, options).trim();
  return clean === '' ? null : clean;
}
