import { dashboardScreen } from '@/components/dashboard/dashboard-screen';

const screen = dashboardScreen({ key: 'settings', href: '/dashboard/settings', permission: 'external.settings', icon: 'settings' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
