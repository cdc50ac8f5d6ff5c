import { dashboardScreen } from '@/components/dashboard/dashboard-screen';

const screen = dashboardScreen({ key: 'sessions', href: '/dashboard/sessions', permission: 'sessions.read', icon: 'monitor-smartphone' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
