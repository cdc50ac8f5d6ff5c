import { dashboardScreen } from '@/components/dashboard/dashboard-screen';

const screen = dashboardScreen({ key: 'users', href: '/dashboard/users', permission: 'users.read', icon: 'users' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
