import { createRoute } from '@hono/zod-openapi';
import { icons as lucide } from '@iconify-json/lucide';
import { getIconData, iconToSVG } from '@iconify/utils';
import { modulesEntity } from '@/server/entities/modules';
import { ICON_PAGE_SIZE, iconPageSchema, iconQuerySchema, type IconData } from '@/shared/api/icons';
import { errorResponses, jsonResponse } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { dashboardAccess } from './access';

const PREFIX = 'lucide:';
/** Every icon name of the set (aliases included, so a stored alias still draws), sorted once. */
const NAMES = [...Object.keys(lucide.icons), ...Object.keys(lucide.aliases ?? {})].sort();

function draw(name: string): IconData | null {
  const data = getIconData(lucide, name);
  if (!data) return null;
  const { attributes, body } = iconToSVG(data);
  return { name: `${PREFIX}${name}`, body, viewBox: attributes.viewBox };
}

/** Names holding every word of the search; those starting with the first word come first. */
function search(text: string): string[] {
  const words = text.toLowerCase().replace(new RegExp(`^${PREFIX}`), '').split(/[\s-]+/).filter(Boolean);
  if (!words.length) return NAMES;
  const matches = NAMES.filter((name) => words.every((word) => name.includes(word)));
  return [...matches.filter((name) => name.startsWith(words[0]!)), ...matches.filter((name) => !name.startsWith(words[0]!))];
}

const listIcons = createRoute({
  method: 'get', path: '/', operationId: 'dashboardListIcons',
  summary: 'Icons a module can take: a searched page of the lucide set, or the named ones, as SVG bodies',
  ...dashboardAccess(modulesEntity, 'read'),
  request: { query: iconQuerySchema },
  responses: {
    200: jsonResponse(iconPageSchema, `Up to ${ICON_PAGE_SIZE} icons (\`names\`: exactly those that exist); each \`name\` is the stored form \`lucide:<name>\``),
    ...errorResponses(401, 403, 422),
  },
});

/**
 * /api/dashboard/icons: the module builder's icon picker asks here instead of loading the icon
 * set (about 2,000 SVGs) into the browser.
 */
export function dashboardIconsRoutes() {
  return createRouter().openapi(listIcons, (c) => {
    const { search: text = '', names, page } = c.req.valid('query');
    if (names !== undefined) {
      const items = names.split(',').slice(0, ICON_PAGE_SIZE).map((name) => draw(name.trim().replace(PREFIX, ''))).filter((icon) => icon !== null);
      return ok(c, { items, total: items.length, page: 1, per_page: ICON_PAGE_SIZE });
    }
    const found = search(text);
    const items = found.slice((page - 1) * ICON_PAGE_SIZE, page * ICON_PAGE_SIZE).map((name) => draw(name)!);
    return ok(c, { items, total: found.length, page, per_page: ICON_PAGE_SIZE });
  });
}
