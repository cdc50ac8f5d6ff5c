import { dashboardScreen } from '@/components/dashboard/dashboard-screen';

const screen = dashboardScreen({ key: 'modules', href: '/dashboard/modules', permission: 'modules.read', icon: 'boxes' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
