import { dashboardScreen } from '@/components/dashboard/dashboard-screen';

const screen = dashboardScreen({ key: 'roles', href: '/dashboard/roles', permission: 'roles.read', icon: 'shield' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
