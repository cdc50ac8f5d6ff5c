import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from '@/components/media/responsive-image';
import type { MediaItem, MediaVariant } from '@/shared/api/media';
import { publicImageOf, srcsetOf } from '@/shared/public-image';

const variant = (width: number, mime = 'image/webp'): MediaVariant => ({ width, height: width / 2, key: `${String(width).padStart(32, '0')}.${mime.slice(6)}`, mime, size: width });
const item = (overrides: Partial<MediaItem> = {}) => ({
  url: '/api/uploads/original.jpg', mime_type: 'image/jpeg', width: 2400, height: 1200, placeholder: 'data:image/webp;base64,AAAA',
  alt: { en: 'A harbour at dusk', sv: 'En hamn i skymningen' },
  // Stored out of order, AVIF beside WebP (the background job's).
  variants: [variant(1920), variant(640), variant(1280, 'image/avif'), variant(1280), variant(640, 'image/avif')],
  ...overrides,
});
const url = (key: string) => `/api/uploads/${key}`;

describe('publicImageOf', () => {
  it('lists the WebP variants narrowest first as srcset and takes the 1280 px one for src', () => {
    const image = publicImageOf(item(), 'en', url);
    expect(image.srcset).toEqual([640, 1280, 1920].map((width) => ({ url: url(variant(width).key), width })));
    expect(image.src).toBe(url(variant(1280).key));
    expect(srcsetOf(image)).toBe(`${url(variant(640).key)} 640w, ${url(variant(1280).key)} 1280w, ${url(variant(1920).key)} 1920w`);
    expect(image).toMatchObject({ width: 2400, height: 1200, placeholder: 'data:image/webp;base64,AAAA', alt: 'A harbour at dusk' });
  });

  it('takes the widest variant for src when the image is narrower than 1280 px', () => {
    const image = publicImageOf(item({ width: 900, height: 450, variants: [variant(640)] }), 'sv', url);
    expect(image.src).toBe(url(variant(640).key));
    expect(image.alt).toBe('En hamn i skymningen');
  });

  it('serves the original of a GIF (its frames) and of an image without variants, with no srcset', () => {
    expect(publicImageOf(item({ mime_type: 'image/gif' }), 'en', url)).toMatchObject({ src: '/api/uploads/original.jpg', srcset: [] });
    const bare = publicImageOf(item({ variants: [] }), 'en', url);
    expect(bare).toMatchObject({ src: '/api/uploads/original.jpg', srcset: [] });
    expect(srcsetOf(bare)).toBeUndefined();
  });

  it('has an empty alt text in a locale none was written for', () => {
    expect(publicImageOf(item(), 'tr', url).alt).toBe('');
  });
});

describe('ResponsiveImage', () => {
  const render = (props: Parameters<typeof ResponsiveImage>[0]) => renderToStaticMarkup(createElement(ResponsiveImage, props));

  it('renders src, srcset, sizes, width, height, lazy loading, async decoding and the placeholder behind it', () => {
    const html = render({ url: '/api/uploads/original.jpg', image: publicImageOf(item(), 'en', url), sizes: '100vw' });
    expect(html).toContain(`src="${url(variant(1280).key)}"`);
    expect(html).toContain(`srcSet="${url(variant(640).key)} 640w,`);
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('width="2400"');
    expect(html).toContain('height="1200"');
    expect(html).toContain('alt="A harbour at dusk"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('background-image:url(&quot;data:image/webp;base64,AAAA&quot;)');
    expect(html).not.toContain('fetchPriority');
  });

  it('loads the first image above the fold at once', () => {
    const html = render({ url: '/api/uploads/original.jpg', image: publicImageOf(item(), 'en', url), sizes: '100vw', priority: true });
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('shows an address the library does not hold as it is', () => {
    const html = render({ url: 'https://example.com/a.png', image: undefined, sizes: '100vw' });
    expect(html).toContain('src="https://example.com/a.png"');
    expect(html).not.toMatch(/srcSet|sizes=|width=/);
  });
});
