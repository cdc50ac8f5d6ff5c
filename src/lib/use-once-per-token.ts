'use client';

import { useEffect, useRef } from 'react';

/** Tokens already posted by this page load: React may mount twice in development, the server must see each once. */
const postedTokens = new Set<string>();

/** Runs `post` once per single-use token (a mailed link's), however often the component mounts. */
export function useOncePerToken(token: string, post: () => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current || postedTokens.has(token)) return;
    started.current = true;
    postedTokens.add(token);
    post();
    // `post` is new on every render; the token alone decides whether it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
}
