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

/**
 * Renders a lucide icon as inline SVG on the server, so the icon set never reaches the
 * browser. Client components receive icons as already-rendered elements via props.
 */
export function Icon({ name, className, label }: IconProps) {
  const svg = iconSvg(name.replace(/^lucide:/, ''));
  if (!svg) return null;
  const { attributes, body } = svg;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={attributes.viewBox}
      className={cn('size-5 shrink-0', className)}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}

/** Each icon's SVG, built once per process: every page draws the same few dozen icons. */
const built = new Map<string, ReturnType<typeof iconToSVG>>();
/** What a name lucide does not have draws (only lucide's own names are kept, so the map stays bounded). */
const FALLBACK = 'circle';

function iconSvg(name: string): ReturnType<typeof iconToSVG> | null {
  const known = built.get(name);
  if (known) return known;
  const data = getIconData(lucide, name);
  if (!data) return name === FALLBACK ? null : iconSvg(FALLBACK);
  const svg = iconToSVG(data);
  built.set(name, svg);
  return svg;
}
