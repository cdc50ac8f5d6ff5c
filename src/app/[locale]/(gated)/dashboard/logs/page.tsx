import { dashboardScreen } from '@/components/dashboard/dashboard-screen';

const screen = dashboardScreen({ key: 'logs', href: '/dashboard/logs', permission: 'logs.read', icon: 'scroll-text' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
