/**
 * Tells the other open tabs of this site that the server-rendered state (settings, menus,
 * permissions) changed, so they re-sync without waiting for their own next API call.
 */
const CHANNEL = 'polyglot-store';

export function announceStoreReload(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('reload');
  channel.close();
}

/** Calls `onReload` whenever another tab announces a change; returns the unsubscribe. */
export function onStoreReload(onReload: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => onReload();
  return () => channel.close();
}
