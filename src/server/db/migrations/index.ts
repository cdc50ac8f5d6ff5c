import type { EngineMigration } from './columns';
import { initial } from './0001_initial';
import { accounts } from './0002_accounts';
import { accountLinks } from './0003_account_links';
import { retention } from './0004_retention';
import { dashboard } from './0005_dashboard';
import { logsDashboard } from './0007_logs_dashboard';
import { listSearch } from './0008_list_search';
import { userLocale } from './0009_user_locale';
import { logDays } from './0010_log_days';
import { moduleVersions } from './0011_module_versions';
import { contentVersions } from './0012_content_versions';
import { localeSlugs } from './0013_locale_slugs';
import { contentRevisions } from './0014_content_revisions';
import { landingSections } from './0015_landing_sections';
import { contentListIndexes } from './0016_content_list_indexes';
import { contentSortKeys } from './0017_content_sort_keys';
import { mediaPathIndex } from './0018_media_path_index';
import { emptyNumberSortKeys } from './0019_empty_number_sort_keys';
import { formInbox } from './0020_form_inbox';
import { formMail } from './0021_form_mail';
import { formInboxSearch } from './0022_form_inbox_search';
import { submissionSortKeys } from './0023_submission_sort_keys';
import { mediaLibrary } from './0024_media_library';
import { mediaUsages } from './0025_media_usages';
import { mediaAvif } from './0026_media_avif';
import { mediaVariantKeys } from './0027_media_variant_keys';
import { mediaRemote } from './0028_media_remote';
import { submissionCounts } from './0029_submission_counts';
import { menusVersioned } from './0030_menus_versioned';
import { slugHistory } from './0031_slug_history';
import { userTimeZone } from './0032_user_time_zone';
import { dashboardLocale } from './0033_dashboard_locale';

/** Ordered by name; never rename or edit one that has shipped, add a new one. */
export const migrations: Record<string, EngineMigration> = {
  '0001_initial': initial,
  '0002_accounts': accounts,
  '0003_account_links': accountLinks,
  '0004_retention': retention,
  '0005_dashboard': dashboard,
  '0007_logs_dashboard': logsDashboard,
  '0008_list_search': listSearch,
  '0009_user_locale': userLocale,
  '0010_log_days': logDays,
  '0011_module_versions': moduleVersions,
  '0012_content_versions': contentVersions,
  '0013_locale_slugs': localeSlugs,
  '0014_content_revisions': contentRevisions,
  '0015_landing_sections': landingSections,
  '0016_content_list_indexes': contentListIndexes,
  '0017_content_sort_keys': contentSortKeys,
  '0018_media_path_index': mediaPathIndex,
  '0019_empty_number_sort_keys': emptyNumberSortKeys,
  '0020_form_inbox': formInbox,
  '0021_form_mail': formMail,
  '0022_form_inbox_search': formInboxSearch,
  '0023_submission_sort_keys': submissionSortKeys,
  '0024_media_library': mediaLibrary,
  '0025_media_usages': mediaUsages,
  '0026_media_avif': mediaAvif,
  '0027_media_variant_keys': mediaVariantKeys,
  '0028_media_remote': mediaRemote,
  '0029_submission_counts': submissionCounts,
  '0030_menus_versioned': menusVersioned,
  '0031_slug_history': slugHistory,
  '0032_user_time_zone': userTimeZone,
  '0033_dashboard_locale': dashboardLocale,
};
