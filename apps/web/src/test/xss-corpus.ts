/**
 * Hostile text a manager could type into a product's name or description, or a venue's: markup, handlers, script
 * and style breakouts, entities, comments, template syntax and odd characters. Anything the web app shows from the
 * API must come out as exactly this text, never as markup (decision 074 checks the server's render with it).
 */
export const xssCorpus = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)>",
  '</script><script>alert(document.cookie)</script>',
  '<!-- --><script>alert(1)</script>',
  '<style>*{display:none}</style>',
  '&lt;b&gt;not bold&lt;/b&gt; &amp; &#60;script&#62;',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text itself is the attack.
  "${alert(1)} $& $` $'",
  '<a href="javascript:alert(1)">Free beer</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  'Line\u2028separator\u2029paragraph',
  '\u202eRTL override',
  '<title>Owned</title><meta http-equiv="refresh" content="0;url=https://evil.example">',
];
