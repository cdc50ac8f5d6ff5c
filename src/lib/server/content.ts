import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { appContext } from '@/server/context';
import type { AuthUser } from '@/shared/types';

/** Per-request memoised reads, shared by generateMetadata and the page itself. */
const content = () => appContext().services.content;

export const getListing = cache((moduleSlug: string, locale: Locale, page: number) => content().listPublished(moduleSlug, locale, page));
export const getItem = cache((moduleSlug: string, contentSlug: string, locale: Locale) => content().getPublished(moduleSlug, contentSlug, locale));
export const getPage = cache((contentSlug: string, locale: Locale) => content().getPage(contentSlug, locale));
export const getFixedPage = cache((defaultSlug: string, locale: Locale) => content().getFixedPage(defaultSlug, locale));
export const findMoved = cache((moduleSlug: string, contentSlug: string | null, locale: Locale) => content().findMoved(moduleSlug, contentSlug, locale));
export const getFormModule = cache((moduleKey: string, locale: Locale) => content().getFormModule(moduleKey, locale));
/** The library's images a value (the landing item) names, by URL. */
export const getPublicImages = (value: unknown, locale: Locale) => content().imagesIn(value, locale);
/** Vimeo's player of each video a value (the landing item) names that Vimeo holds, by URL. */
export const getVimeoPlayers = (value: unknown) => content().playersIn(value);
export const listModules = cache((locale: Locale) => content().listModules(locale));
/** What GET /api/modules/tree answers this user. */
export const getModuleTree = cache((user: AuthUser, locale: Locale) => appContext().services.modules.tree(user, locale));
