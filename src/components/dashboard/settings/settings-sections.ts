import type { SettingKey } from '@/shared/api/settings';

/** How one setting is edited. */
export type SettingField = (
  | { key: SettingKey; kind: 'text'; type?: 'text' | 'email' | 'tel' }
  | { key: SettingKey; kind: 'number' }
  | { key: SettingKey; kind: 'switch' }
  | { key: SettingKey; kind: 'choice'; options: 'languages' | 'roles' | readonly string[] }
  | { key: SettingKey; kind: 'localized'; multiline?: boolean }
  | { key: SettingKey; kind: 'secret' }
  | { key: SettingKey; kind: 'cookie_consent' }
) & {
  /** Shown (and saved) only while a choice of the same section has one of these values. */
  when?: { key: SettingKey; is: readonly string[] };
};

const WITH_SMTP = { key: 'mail_driver', is: ['smtp'] } as const;

export interface SettingsSection {
  key: 'general' | 'contact' | 'mail' | 'oauth' | 'cookies' | 'ftp' | 'video';
  fields: readonly SettingField[];
}

/** The settings screen's sections (spec §2) and the keys each one saves. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    key: 'general',
    fields: [
      { key: 'app_name', kind: 'text' },
      { key: 'app_company_suffix', kind: 'text' },
      { key: 'app_description', kind: 'localized', multiline: true },
      { key: 'default_language', kind: 'choice', options: 'languages' },
      { key: 'registration', kind: 'switch' },
      { key: 'default_role', kind: 'choice', options: 'roles' },
      { key: 'maintenance_mode', kind: 'switch' },
      { key: 'maintenance_message', kind: 'localized', multiline: true },
      { key: 'media_max_files', kind: 'number' },
      { key: 'media_max_size_mb', kind: 'number' },
    ],
  },
  {
    key: 'contact',
    fields: [
      { key: 'contact_email', kind: 'text', type: 'email' },
      { key: 'contact_phone', kind: 'text', type: 'tel' },
      { key: 'contact_address', kind: 'text' },
      { key: 'contact_message', kind: 'localized', multiline: true },
    ],
  },
  {
    key: 'mail',
    fields: [
      { key: 'mail_driver', kind: 'choice', options: ['smtp', 'resend', 'log'] },
      { key: 'mail_from', kind: 'text' },
      { key: 'smtp_host', kind: 'text', when: WITH_SMTP },
      { key: 'smtp_port', kind: 'number', when: WITH_SMTP },
      { key: 'smtp_username', kind: 'text', when: WITH_SMTP },
      { key: 'smtp_password', kind: 'secret', when: WITH_SMTP },
      { key: 'smtp_encryption', kind: 'choice', options: ['none', 'tls', 'ssl'], when: WITH_SMTP },
      { key: 'mail_api_key', kind: 'secret', when: { key: 'mail_driver', is: ['resend'] } },
    ],
  },
  {
    key: 'oauth',
    fields: [
      { key: 'google_client_id', kind: 'text' },
      { key: 'google_client_secret', kind: 'secret' },
      { key: 'facebook_client_id', kind: 'text' },
      { key: 'facebook_client_secret', kind: 'secret' },
    ],
  },
  { key: 'cookies', fields: [{ key: 'cookie_consent', kind: 'cookie_consent' }] },
  {
    key: 'ftp',
    fields: [
      { key: 'ftp_enabled', kind: 'switch' },
      { key: 'ftp_host', kind: 'text' },
      { key: 'ftp_port', kind: 'number' },
      { key: 'ftp_username', kind: 'text' },
      { key: 'ftp_password', kind: 'secret' },
    ],
  },
  {
    key: 'video',
    fields: [
      { key: 'vimeo_client_id', kind: 'text' },
      { key: 'vimeo_client_secret', kind: 'secret' },
      { key: 'vimeo_access_token', kind: 'secret' },
    ],
  },
];
