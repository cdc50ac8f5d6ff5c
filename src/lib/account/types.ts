/** One entry of GET /api/auth/notifications (the text already in the reader's language). */
export interface AccountNotification {
  id: number;
  status: 'unread' | 'read';
  text: string;
  created_at: string;
}

/** One entry of GET /api/auth/sessions. */
export interface AccountSession {
  id: number;
  ip_address: string | null;
  location: string | null;
  device: string | null;
  browser: string | null;
  last_activity: string;
  current: boolean;
}

/** GET /api/auth/linked-accounts: the providers that can sign the user in, and whether a password can. */
export interface AccountLinkedProviders {
  has_password: boolean;
  links: {
    id: number;
    provider: 'google' | 'facebook';
    email: string | null;
    created_at: string;
  }[];
}
