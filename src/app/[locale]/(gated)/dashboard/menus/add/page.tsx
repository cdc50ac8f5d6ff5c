import { dashboardScreen } from '@/components/dashboard/dashboard-screen';

const screen = dashboardScreen('menus_add');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
