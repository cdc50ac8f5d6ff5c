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
  const data = getIconData(lucide, name.replace(/^lucide:/, '')) ?? getIconData(lucide, 'circle');
  if (!data) return null;
  const { attributes, body } = iconToSVG(data);
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
