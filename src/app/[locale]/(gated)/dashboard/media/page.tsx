import { dashboardScreen } from '@/components/dashboard/dashboard-screen';

const screen = dashboardScreen({ key: 'media', href: '/dashboard/media', permission: 'media.read', icon: 'image' });

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
