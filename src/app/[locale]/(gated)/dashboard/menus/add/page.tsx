import { dashboardScreen } from '@/components/dashboard/dashboard-screen';

const screen = dashboardScreen({ key: 'menus_add', href: '/dashboard/menus/add', permission: 'menus.create', icon: 'list-plus' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
