import { accountScreen } from '@/components/account/account-screen';

const screen = accountScreen({ key: 'security', href: '/auth/security', icon: 'shield-check' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
