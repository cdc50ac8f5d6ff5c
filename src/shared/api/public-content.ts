import type { PublicImage } from '@/shared/api/media';
import type { FieldRules, FieldType } from '@/shared/fields';
import type { ResolvedSlugs } from '@/shared/localized-slug';

/** What the public site reads of modules and their published contents, resolved to one locale. */

/** A field as visitors see it: labels in their language, and the rules its value schema needs. */
export interface PublicModuleField extends FieldRules {
  label: string;
  type: FieldType;
  options: { label: string; value: string }[];
  fields?: PublicModuleField[];
}

export interface PublicModule {
  id: number;
  key: string;
  /** The slug of the visitor's locale; `slugs` has every locale's. */
  slug: string;
  slugs: ResolvedSlugs;
  type: 'content' | 'form';
  name: string;
  icon: string | null;
  fields: PublicModuleField[];
}

/** One published item with every multilingual value resolved to a locale and rich text sanitised. */
export interface PublicContent {
  id: number;
  /** The slug of the visitor's locale; `slugs` has every locale's. */
  slug: string;
  slugs: ResolvedSlugs;
  status: 'draft' | 'published' | 'archived';
  title: string;
  header: string | null;
  header_image: string | null;
  content: Record<string, unknown>;
  ordering: number;
  created_at: string;
  updated_at: string;
}

export interface ModuleListing {
  module: PublicModule;
  items: PublicContent[];
  /** The library's images the items' header images are, by URL (responsive-image.tsx shows them). */
  images: Record<string, PublicImage>;
  /** 1-based; the content service's PUBLIC_PAGE_SIZE items a page. */
  page: number;
  pages: number;
  total: number;
}

export interface ModuleItem {
  module: PublicModule;
  item: PublicContent;
  /** The published items its relation fields name (a group's rows included), by id; drafts and deleted items are absent. */
  related: Record<number, RelatedItem>;
  /** The names its uploaded files were uploaded under, by URL (files elsewhere are absent). */
  fileNames: Record<string, string>;
  /** The library's images its header image and image fields are (a group's rows included), by URL. */
  images: Record<string, PublicImage>;
  /** Vimeo's player of each of its videos Vimeo holds, by URL (embedded instead of a `<video>`). */
  players: Record<string, string>;
}

/** Where a related item is shown in the visitor's locale, and its title there. */
export interface RelatedItem {
  title: string;
  moduleKey: string;
  moduleSlug: string;
  slug: string;
}

/** Where a menu link to a module or a content item points, in one locale. */
export interface LinkTargets {
  moduleSlugs: Record<string, string>;
  contents: Record<number, { moduleKey: string; moduleSlug: string; slug: string }>;
}

/** Where a page asked for under a slug of another locale (or an old one) lives in this locale. */
export interface MovedTarget {
  moduleKey: string;
  moduleSlug: string;
  contentSlug: string | null;
}
