import { dashboardScreen } from '@/components/dashboard/dashboard-screen';

const screen = dashboardScreen({ key: 'modules_add', href: '/dashboard/modules/add', permission: 'modules.create', icon: 'package-plus' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
