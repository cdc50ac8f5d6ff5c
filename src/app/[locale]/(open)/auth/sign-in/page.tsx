import { guestScreen } from '@/components/account/guest-screen';

// Outside the maintenance gate on purpose: sign-in stays reachable during maintenance (spec §2).
const screen = guestScreen({ key: 'sign_in', href: '/auth/sign-in', icon: 'log-in' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
