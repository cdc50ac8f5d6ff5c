import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { dashboardScreen } from '@/components/dashboard/dashboard-screen';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { MediaScreen } from '@/components/dashboard/media/media-screen';
import { SectionHeader } from '@/components/ui/section-header';
import { getModuleTree } from '@/lib/server/content';
import { mediaMaxFiles } from '@/lib/server/dashboard-reads';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { can } from '@/shared/permissions';

const screen = dashboardScreen('media');

export const generateMetadata = screen.generateMetadata;

/** The media library (media.read); its view, search, filters, sort and page live in the query string. */
export default async function MediaPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const user = await screen.viewer(locale);
  const [t, tree, maxFiles] = await Promise.all([getTranslations('dashboard.media'), getModuleTree(user, locale), mediaMaxFiles()]);
  return (
    <div className="space-y-8">
      <SectionHeader icon={screen.icon} title={t('title')} description={t('description')} />
      <DashboardMessages>
        <Suspense>
          <MediaScreen
            modules={tree.content.map(({ key, name }) => ({ key, name }))}
            maxFiles={maxFiles}
            canCreate={can(user, 'media.create')}
            canUpdate={can(user, 'media.update')}
            canDelete={can(user, 'media.delete')}
          />
        </Suspense>
      </DashboardMessages>
    </div>
  );
}
