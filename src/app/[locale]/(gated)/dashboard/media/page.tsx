import { dashboardScreen } from '@/components/dashboard/dashboard-screen';

const screen = dashboardScreen('media');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
