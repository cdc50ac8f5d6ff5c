import { guestScreen } from '@/components/account/guest-screen';

const screen = guestScreen({ key: 'recovery', href: '/auth/recovery-account', icon: 'key-round' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
