import { guestScreen } from '@/components/account/guest-screen';

const screen = guestScreen({ key: 'sign_up', href: '/auth/sign-up', icon: 'user-plus' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
