import { dashboardScreen } from '@/components/dashboard/dashboard-screen';

const screen = dashboardScreen('menus');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
