import { z } from '@/shared/schemas/zod-config';

/**
 * The public form's own two entries beside the form module's fields in POST /api/forms/{key}.
 * Neither can be a field key (those are `[a-z][a-z0-9_]*`), so no form module can take them.
 */
export const FORM_META_FIELDS = {
  /** The signed time the form was shown (GET /api/forms/{key}/ticket). */
  ticket: 'form-ticket',
  /** A field people never see nor fill: a value in it marks the submission as a bot's. */
  honeypot: 'company-website',
} as const;

/** GET /api/forms/{key}/ticket: a ticket the form sends with its submission. */
export const formTicketSchema = z.object({ ticket: z.string() });
export type FormTicket = z.infer<typeof formTicketSchema>;
