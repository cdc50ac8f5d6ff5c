/**
 * Every language the site can speak, one line each: adding a language is its definition file
 * next to this one, its messages file (../messages/<code>.json) and one line here. Lists show
 * the default language first, then the others by code.
 */
export { en } from './en';
export { sv } from './sv';
export { tr } from './tr';
export { ar } from './ar';
