import { accountScreen } from '@/components/account/account-screen';

const screen = accountScreen({ key: 'settings', href: '/auth/settings', icon: 'user-cog' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
