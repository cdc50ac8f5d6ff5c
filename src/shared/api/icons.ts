import { z } from '@/shared/schemas/zod-config';

/** Icons on one page of the module builder's icon picker. */
export const ICON_PAGE_SIZE = 60;

/**
 * GET /api/dashboard/icons: a page of the locally served lucide icons whose names match
 * `search`, or exactly the icons `names` lists (comma separated, for showing stored choices).
 */
export const iconQuerySchema = z.object({
  search: z.string().trim().max(64).optional(),
  names: z.string().max(2000).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** One icon, ready to draw: `name` is what a module stores (`lucide:boxes`), `body` the SVG's inner markup. */
export const iconSchema = z.object({ name: z.string(), body: z.string(), viewBox: z.string() });

export const iconPageSchema = z.object({ items: z.array(iconSchema), total: z.number().int(), page: z.number().int(), per_page: z.number().int() });

export type IconQuery = z.infer<typeof iconQuerySchema>;
export type IconData = z.infer<typeof iconSchema>;
export type IconPage = z.infer<typeof iconPageSchema>;
