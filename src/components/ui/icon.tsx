import 'server-only';
import { icons as lucide } from '@iconify-json/lucide';
import { getIconData, iconToSVG } from '@iconify/utils';
import { cn } from '@/lib/cn';

export interface IconProps {
  /** A lucide icon name, with or without the `lucide:` prefix (module icons are stored prefixed). */
  name: string;
  className?: string;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
}

/** Icons that point along the reading direction (chevrons, arrows): mirrored in a right-to-left language. */
const POINTING = /^(?:arrow|chevron|chevrons|arrow-big|circle-arrow|square-arrow|circle-chevron)-(?:left|right)(?:$|-)/;

/**
 * Renders a lucide icon as inline SVG on the server, so the icon set never reaches the
 * browser. Client components receive icons as already-rendered elements via props.
 *
 * Every byte of an icon travels twice (in the HTML and in the page's RSC payload, which the
 * server encodes, parses and escapes again), so an icon carries only what it needs: lucide's
 * shared stroke attributes come from the `icon-line` class, and nothing HTML's parser infers.
 */
export function Icon({ name, className, label }: IconProps) {
  const plain = name.replace(/^lucide:/, '');
  const svg = iconSvg(plain);
  if (!svg) return null;
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox={svg.viewBox}
      className={cn('size-5 shrink-0', svg.line && 'icon-line', POINTING.test(plain) && 'rtl:-scale-x-100', className)}
      {...named}
      dangerouslySetInnerHTML={{ __html: svg.body }}
    />
  );
}

export interface BuiltIcon {
  viewBox: string;
  body: string;
  /** Drawn with lucide's shared stroke attributes, which the `icon-line` class then supplies. */
  line: boolean;
}

/** The attributes (nearly) every lucide shape repeats; globals.css `.icon-line` sets the same. */
export const LINE_ATTRIBUTES = ' fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"';
const LINE_GROUP = new RegExp(`^<g${LINE_ATTRIBUTES}>(.*)</g>$`, 's');

/** An icon's body without the stroke attributes: its one group's content, or its shapes when every one had them; else null. */
function withoutLineAttributes(body: string): string | null {
  const group = LINE_GROUP.exec(body)?.[1];
  if (group !== undefined && !group.includes(LINE_ATTRIBUTES)) return group;
  const shapes = body.match(/<[a-z]+[\s/>]/g) ?? [];
  const parts = body.split(LINE_ATTRIBUTES);
  return parts.length - 1 === shapes.length ? parts.join('') : null;
}

/** Each icon's SVG, built once per process: every page draws the same few dozen icons. */
const built = new Map<string, BuiltIcon>();
/** What a name lucide does not have draws (only lucide's own names are kept, so the map stays bounded). */
const FALLBACK = 'circle';

export function iconSvg(name: string): BuiltIcon | null {
  const known = built.get(name);
  if (known) return known;
  const data = getIconData(lucide, name);
  if (!data) return name === FALLBACK ? null : iconSvg(FALLBACK);
  const { attributes, body } = iconToSVG(data);
  const lineBody = withoutLineAttributes(body);
  const svg = { viewBox: attributes.viewBox, body: lineBody ?? body, line: lineBody !== null };
  built.set(name, svg);
  return svg;
}
