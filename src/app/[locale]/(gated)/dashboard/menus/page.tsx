import { dashboardScreen } from '@/components/dashboard/dashboard-screen';

const screen = dashboardScreen({ key: 'menus', href: '/dashboard/menus', permission: 'menus.read', icon: 'list-tree' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
