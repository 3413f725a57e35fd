import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/**
 * Public page content kept in the database (content_pages), so an operator changes a lineup, a
 * biography or a landing figure without a rebuild. Each page kind has its own shape; the server
 * checks a stored page against it before serving it.
 */

const text = z.string().min(1).max(2000);
const imageSchema = z.object({
  /** Our own asset path (/images/…), served by our server. */
  src: z.string().regex(/^\/images\/[\w./-]+$/),
  alt: z.string().max(300),
});
export type ContentImage = z.infer<typeof imageSchema>;

const externalLinkSchema = z.object({
  label: z.string().min(1).max(80),
  url: z.url({ protocol: /^https?$/ }),
});
export type ExternalLink = z.infer<typeof externalLinkSchema>;

export const landingContentSchema = z.object({
  kind: z.literal('landing'),
  hero: z.object({ eyebrow: text, title: text, text, image: imageSchema }),
  /** The results figures, shown as "{figure} {label}". */
  statistics: z.array(z.object({ figure: z.string().min(1).max(40), label: text })).max(8),
  experiences: z.array(z.object({ title: text, text, image: imageSchema })).max(8),
  expressPickup: z.object({ title: text, text, points: z.array(text).max(6), image: imageSchema }),
  wristbands: z.object({ title: text, text, points: z.array(text).max(6), image: imageSchema }),
  integrations: z.object({ title: text, text, items: z.array(z.object({ name: text, text })).max(12) }),
  trustedVenues: z.array(z.object({ name: text, city: text })).max(24),
  presale: z.object({ title: text, text }),
});
export type LandingContent = z.infer<typeof landingContentSchema>;

const artistCardSchema = z.object({
  name: text,
  description: text,
  image: imageSchema,
  social: z.array(externalLinkSchema).max(4),
});

export const festivalContentSchema = z.object({
  kind: z.literal('festival'),
  name: text,
  tagline: text,
  /** ISO date-times with offset: the page shows them in the festival's own time zone. */
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  timeZone: z.string().min(1).max(64),
  ageLimit: text,
  venue: z.object({ name: text, address: text, city: text }),
  heroImage: imageSchema,
  scheduleImage: imageSchema,
  /** The two 'order now' links: the vendors' printed short codes (/R/{shortCode}). */
  orderLinks: z.array(z.object({ label: text, text, shortCode: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) })).max(4),
  lineup: z.array(z.object({ section: text, artists: z.array(artistCardSchema).max(30) })).max(10),
  details: z.array(z.object({ term: text, text })).max(20),
  ticketLink: externalLinkSchema.nullable(),
  instagramLink: externalLinkSchema.nullable(),
});
export type FestivalContent = z.infer<typeof festivalContentSchema>;

export const ARTIST_CAROUSEL_SLIDES = 8;
export const ARTIST_CAROUSEL_INTERVAL_MS = 6000;

export const artistContentSchema = z.object({
  kind: z.literal('artist'),
  name: text,
  tagline: text,
  images: z.array(imageSchema).length(ARTIST_CAROUSEL_SLIDES),
  /** The Q&A room; null when there is none, and the page then shows no Join Q&A button. */
  qa: z.object({ text, link: externalLinkSchema.nullable() }),
  biography: z.array(text).min(1).max(12),
  social: z.array(externalLinkSchema.extend({ kind: z.enum(['video', 'photo', 'social']) })).max(12),
});
export type ArtistContent = z.infer<typeof artistContentSchema>;

/** The wristband presale: the product 'Pre-Purchase Now' puts in the cart of that location. */
export const presaleContentSchema = z.object({
  kind: z.literal('presale'),
  title: text,
  text,
  image: imageSchema,
  perks: z.array(text).max(8),
  vendorLocationId: z.string().regex(/^[A-Z0-9_-]{1,32}$/),
  productId: z.string().min(1).max(64),
});
export type PresaleContent = z.infer<typeof presaleContentSchema>;

export const pageContentSchema = z.discriminatedUnion('kind', [
  landingContentSchema,
  festivalContentSchema,
  artistContentSchema,
  presaleContentSchema,
]);
export type PageContent = z.infer<typeof pageContentSchema>;

export const contentSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9:._-]{0,127}$/i, 'Unknown page.');
export const contentPagePathSchema = z.object({ slug: contentSlugSchema });

export const contentPageResponseSchema = z.object({
  page: z.object({ slug: z.string(), content: pageContentSchema, updatedAt: z.string() }),
});
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;

/** The content slugs the web app asks for. */
export const contentSlugs = {
  landing: 'landing',
  presale: 'presale-wristband',
  festival: (page: string) => `festival:${page}`,
  artist: (vendorId: string, name: string) => `artist:${vendorId}:${name}`.toLowerCase(),
} as const;

/** Site settings the public pages need (the Help Center's address). */
export const siteSettingsResponseSchema = z.object({ settings: z.object({ supportEmail: z.string().nullable() }) });
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;

// ---------------------------------------------------------------- staff: a vendor's own artist pages

const EXTERNAL_LINK_MESSAGE = 'Enter a full web address starting with https:// (no user name or password in it).';

/** A link staff type: http(s), nothing hidden in it (no user name or password), at most 500 characters. */
const editedLinkSchema = z.object({
  label: z.string().trim().min(1, 'A link needs a label.').max(80, 'A label can be at most 80 characters.'),
  url: z
    .string()
    .trim()
    .max(500, EXTERNAL_LINK_MESSAGE)
    .pipe(z.url({ protocol: /^https?$/, error: EXTERNAL_LINK_MESSAGE }))
    // Two slashes, then a host with no user name or password ('@') before the path.
    .refine((url) => /^https?:\/\/[^/?#@\\]+(?:[/?#]|$)/i.test(url), EXTERNAL_LINK_MESSAGE),
});

/** An optional link: both fields left empty means none (null); otherwise a full link as above. */
const optionalEditedLinkSchema = z.object({ label: z.string(), url: z.string() }).transform((link, ctx) => {
  if (!link.label.trim() && !link.url.trim()) return null;
  const parsed = editedLinkSchema.safeParse(link);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

const editedText = (what: string, max = 2000) =>
  z.string().trim().min(1, `${what} is required.`).max(max, `${what} can be at most ${max} characters.`);

/**
 * What a vendor's MANAGER (and above) may change on an artist page: the words and the links. The pictures stay
 * the operator's (our own assets). Everything is shown as text, never as HTML; `expectedUpdatedAt` is the version
 * the editor started from, so a save over someone else's newer edit is refused.
 */
export const artistPageEditBodySchema = z.object({
  expectedUpdatedAt: z.iso.datetime({ offset: true }),
  name: editedText('The name', 120),
  tagline: editedText('The tagline', 300),
  biography: z
    .array(editedText('A paragraph'))
    .min(1, 'Write at least one paragraph.')
    .max(12, 'The biography can have at most 12 paragraphs.'),
  qa: z.object({ text: editedText('The Q&A text', 500), link: optionalEditedLinkSchema }),
  social: z
    .array(editedLinkSchema.extend({ kind: z.enum(['video', 'photo', 'social']) }))
    .max(12, 'At most 12 social links.'),
});
export type ArtistPageEditBody = z.input<typeof artistPageEditBodySchema>;
export type ArtistPageEdit = z.output<typeof artistPageEditBodySchema>;

/** The page's address segment: /vendor/{vendorId}/{name}. */
export const artistPageNameSchema = z.string().regex(/^[a-z0-9][a-z0-9._-]{0,63}$/i, 'Unknown page.');
export const vendorArtistPagesPathSchema = z.object({ vendorId: z.string().trim().min(1).max(64) });
export const vendorArtistPagePathSchema = vendorArtistPagesPathSchema.extend({ name: artistPageNameSchema });

export const vendorArtistPageSchema = z.object({
  /** The address segment (/vendor/{vendorId}/{name}). */
  name: z.string(),
  content: artistContentSchema,
  updatedAt: z.string(),
});
export type VendorArtistPage = z.infer<typeof vendorArtistPageSchema>;

export const vendorArtistPagesResponseSchema = z.object({ pages: z.array(vendorArtistPageSchema) });
export type VendorArtistPagesResponse = z.infer<typeof vendorArtistPagesResponseSchema>;
export const vendorArtistPageResponseSchema = z.object({ page: vendorArtistPageSchema });
export type VendorArtistPageResponse = z.infer<typeof vendorArtistPageResponseSchema>;

// ---------------------------------------------------------------- endpoints

/** Staff (MANAGER and above) edit their own vendor's artist pages. */
export const listArtistPages = defineEndpoint({
  method: 'GET',
  path: '/content-service/v1/admin/vendors/:vendorId/artist-pages',
  tags: ['content'],
  auth: 'bearer',
  params: vendorArtistPagesPathSchema,
  response: { 200: vendorArtistPagesResponseSchema },
});

export const saveArtistPage = defineEndpoint({
  method: 'PUT',
  path: '/content-service/v1/admin/vendors/:vendorId/artist-pages/:name',
  tags: ['content'],
  auth: 'bearer',
  params: vendorArtistPagePathSchema,
  body: artistPageEditBodySchema,
  response: { 200: vendorArtistPageResponseSchema },
});

export const getContentPage = defineEndpoint({
  method: 'GET',
  path: '/content-service/v1/pages/:slug',
  tags: ['content'],
  description: 'Public page content: landing, festival:{page}, artist:{vendorId}:{name}.',
  params: contentPagePathSchema,
  response: { 200: contentPageResponseSchema },
});

export const getSiteSettings = defineEndpoint({
  method: 'GET',
  path: '/content-service/v1/settings',
  tags: ['content'],
  response: { 200: siteSettingsResponseSchema },
});
