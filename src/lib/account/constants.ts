/** How often the signed-in client asks for new notifications (spec §9). */
export const NOTIFICATION_POLL_INTERVAL_MS = 60_000;
