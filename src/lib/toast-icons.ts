export type ToastColor = 'success' | 'error' | 'info' | 'warning';

/**
 * The lucide icon of each colour (spec §3: Toast.icon), so that colour is never the only signal.
 * Apart from the store: the root layout renders these on the server.
 */
export const TOAST_ICONS: Record<ToastColor, string> = {
  success: 'circle-check',
  error: 'circle-x',
  info: 'info',
  warning: 'triangle-alert',
};
