import { z } from 'zod';

export const shortCodePathSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** Where a short code points: an absolute http(s) URL or an in-app path such as /location/AD708. */
export const redirectResponseSchema = z.object({ redirect: z.object({ redirectUrl: z.string() }) });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;
