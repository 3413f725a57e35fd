import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** The Book a Demo form's rules and messages (customer.md, section 5): the form and the server use these. */
export const leadMessages = {
  companyName: 'Company name must be at least 2 characters',
  fullName: 'Full name must be at least 2 characters',
  phone: 'Please enter a valid phone number',
  email: 'Invalid email address',
  messageShort: "Please tell us what you're interested in",
  messageLong: 'Message must be less than 500 characters',
} as const;

export const LEAD_MESSAGE_MIN = 10;
export const LEAD_MESSAGE_MAX = 500;
const NAME_MAX = 120;

/** 7 to 15 digits, optionally with +, spaces, dots, dashes and parentheses ("(213) 555-0123"). */
export function isLeadPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export const leadFieldsSchema = z.object({
  companyName: z
    .string()
    .trim()
    .min(2, leadMessages.companyName)
    .max(NAME_MAX, `Company name must be at most ${NAME_MAX} characters`),
  fullName: z
    .string()
    .trim()
    .min(2, leadMessages.fullName)
    .max(NAME_MAX, `Full name must be at most ${NAME_MAX} characters`),
  phone: z.string().trim().max(32, leadMessages.phone).refine(isLeadPhone, leadMessages.phone),
  email: z.string().trim().max(254, leadMessages.email).pipe(z.email(leadMessages.email)),
  message: z
    .string()
    .trim()
    .min(LEAD_MESSAGE_MIN, leadMessages.messageShort)
    .max(LEAD_MESSAGE_MAX, leadMessages.messageLong),
});
export type LeadFields = z.infer<typeof leadFieldsSchema>;

/**
 * What the form sends: the spec's fields (`companyName, fullName, phone, email, message`, all a client needs), and
 * two our own form adds: its id for this submission (optional; when sent, a retry with the same id is stored once),
 * and `website`, a field people never see and never fill (bots do).
 */
export const createLeadBodySchema = leadFieldsSchema
  .extend({
    submissionId: z
      .uuid()
      .optional()
      .describe('Optional idempotency key (a UUID): a lead sent again with the same submissionId is stored once.'),
    website: z.string().max(500).optional().describe('A honeypot: leave it out or empty.'),
  })
  .strict();
export type CreateLeadBody = z.infer<typeof createLeadBodySchema>;

export const createLeadResponseSchema = z.object({ lead: z.object({ received: z.literal(true) }) });
export type CreateLeadResponse = z.infer<typeof createLeadResponseSchema>;

// ---------------------------------------------------------------- endpoints

export const createLead = defineEndpoint({
  method: 'POST',
  path: '/lead-service/v1/leads',
  tags: ['leads'],
  description:
    'Book a Demo: companyName, fullName, phone, email, message. An optional submissionId makes a retry store once; ' +
    'at most 5 a hour per address (429 RATE_LIMITED).',
  body: createLeadBodySchema,
  response: { 201: createLeadResponseSchema },
});
