/**
 * Every language the site can speak, one line each: adding a language is its messages file
 * (../messages/<code>.json: the `language` group, the interface kit's `ui` and the site's
 * messages) and its line here. Lists show the default language first, then the others by code.
 *
 * Server only (it carries every language's messages): the browser reads the languages from the
 * document instead (./table.browser.ts); tests/unit/client-imports.test.ts keeps it that way.
 */
export { default as en } from '../messages/en.json';
export { default as sv } from '../messages/sv.json';
export { default as tr } from '../messages/tr.json';
export { default as ar } from '../messages/ar.json';
