import { accountScreen } from '@/components/account/account-screen';

const screen = accountScreen({ key: 'notifications', href: '/auth/notifications', icon: 'bell' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
