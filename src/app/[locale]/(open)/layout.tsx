export { SiteLayout as default } from '@/components/site/site-layout';
