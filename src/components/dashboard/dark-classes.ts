/** Dark-mode additions for the shared controls and outline buttons, which carry only their light classes. */
export const DARK_CONTROL = 'dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-500';
export const DARK_OUTLINE = 'dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:border-slate-500 dark:hover:bg-slate-700';
export const DARK_GHOST = 'dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-slate-50';
