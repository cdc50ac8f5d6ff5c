import { Icon } from '@/components/ui/icon';
import type { OAuthProvider } from '@/shared/api/account';

/** A small mark in the provider's colour for its sign-in button (decorative: the label names it). */
export function ProviderIcon({ provider }: { provider: OAuthProvider }) {
  if (provider === 'facebook') return <Icon name="facebook" className="size-5 text-[#1877f2]" />;
  return (
    <span aria-hidden className="grid size-5 place-items-center rounded-full bg-[#4285f4] text-xs leading-none font-bold text-white">
      G
    </span>
  );
}
