// Public pages and links (issue 14): content pages, leads; short codes and wristbands live in redirects.ts.
export * from './content.js';
export * from './leads.js';
