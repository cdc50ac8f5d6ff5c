/** Default settings written on an empty database. Secrets start empty. */
export function defaultSettings(defaultRoleId: number): Record<string, unknown> {
  return {
    app_name: 'Polyglot',
    app_company_suffix: 'Inc.',
    app_description: {
      en: 'A multilingual website with an account area and a dashboard for your team.',
      sv: 'En flerspråkig webbplats med kontosidor och en adminpanel för ditt team.',
      tr: 'Hesap alanı ve ekibiniz için yönetim paneli olan çok dilli bir web sitesi.',
    },
    default_language: 'en',
    default_role: defaultRoleId,
    maintenance_mode: false,
    log_retention_days: 30,
    audit_retention_days: 365,
    maintenance_message: {
      en: 'We are doing some maintenance. We will be back shortly.',
      sv: 'Vi utför underhåll. Vi är snart tillbaka.',
      tr: 'Bakım çalışması yapıyoruz. Kısa süre içinde geri döneceğiz.',
    },
    registration: true,
    cookie_consent: { enabled: true, categories: ['necessary', 'analytics', 'marketing'] },
    contact_email: 'hello@example.com',
    contact_address: 'Drottninggatan 1, 111 51 Stockholm',
    contact_phone: '+46 8 123 456 78',
    contact_message: {
      en: 'Questions, ideas or feedback? Write to us and we will answer within one working day.',
      sv: 'Frågor, idéer eller feedback? Skriv till oss så svarar vi inom en arbetsdag.',
      tr: 'Sorularınız, fikirleriniz veya geri bildiriminiz mi var? Bize yazın, bir iş günü içinde yanıtlayalım.',
    },
    google_client_id: '',
    google_client_secret: '',
    facebook_client_id: '',
    facebook_client_secret: '',
    mail_driver: 'smtp',
    mail_from: 'Polyglot <no-reply@example.com>',
    smtp_host: '',
    smtp_port: 587,
    smtp_username: '',
    smtp_password: '',
    smtp_encryption: 'tls',
    mail_api_key: '',
    media_max_files: 20,
    media_max_size_mb: 10,
    ftp_enabled: false,
    ftp_host: '',
    ftp_port: 21,
    ftp_username: '',
    ftp_password: '',
    vimeo_client_id: '',
    vimeo_client_secret: '',
    vimeo_access_token: '',
  };
}

/** Keys whose values are encrypted at rest and never leave the server. */
export { SECRET_SETTING_KEYS } from '@/shared/api/settings';
