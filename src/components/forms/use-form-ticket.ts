'use client';

import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@/lib/use-api';
import { formTicketSchema } from '@/shared/api/forms';

/**
 * The ticket a public form sends with its submission (GET /api/forms/{key}/ticket): fetched when
 * the form is shown, since the page itself is cached, and again after each submission, since a
 * ticket is good for one. Null until it arrives (the form then still sends; the server judges).
 */
export function useFormTicket(moduleKey: string): { ticket: string | null; renew: () => void } {
  const { request } = useApi();
  const [ticket, setTicket] = useState<string | null>(null);

  const renew = useCallback(() => {
    void request('GET', `/api/forms/${encodeURIComponent(moduleKey)}/ticket`, undefined, { silent: true }).then((result) => {
      const parsed = formTicketSchema.safeParse(result.data);
      if (result.ok && parsed.success) setTicket(parsed.data.ticket);
    });
  }, [request, moduleKey]);

  useEffect(renew, [renew]);
  return { ticket, renew };
}
