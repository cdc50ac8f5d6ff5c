import type { CSSProperties } from 'react';
import type { PublicImage } from '@/shared/api/media';
import { srcsetOf } from '@/shared/public-image';

interface ResponsiveImageProps {
  /** The URL a content stores (a header image, an image field's value). */
  url: string;
  /** What the library knows of it (public-image.ts); absent for an address it does not hold, shown as it is. */
  image: PublicImage | undefined;
  /** The `sizes` of the box the image fills, so the browser picks the narrowest variant that is sharp there. */
  sizes: string;
  /** The page's first image above the fold: loaded at once and early; every other one waits until it is near. */
  priority?: boolean;
  /** Instead of the library's alt text: `''` for a decorative picture (a background), a name beside none. */
  alt?: string;
  className?: string;
}

/**
 * The one `<img>` of public pages for a picture a content names: `src` and `srcset` of its WebP
 * variants with `sizes`, its width and height (its box is reserved before it loads: no layout
 * shift), the alt text in the page's locale, lazy loading but for the first image above the
 * fold, asynchronous decoding, and its tiny blurred placeholder as the background, stretched
 * over the box until the image covers it (CSS alone, no script).
 */
export function ResponsiveImage({ url, image, sizes, priority = false, alt, className }: ResponsiveImageProps) {
  const srcSet = image ? srcsetOf(image) : undefined;
  const placeholder: CSSProperties | undefined = image?.placeholder
    ? { backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center', backgroundRepeat: 'no-repeat' }
    : undefined;
  return (
    <img
      src={image?.src ?? url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image?.width ?? undefined}
      height={image?.height ?? undefined}
      alt={alt ?? image?.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={placeholder}
      className={className}
    />
  );
}
