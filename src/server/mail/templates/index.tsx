import { render } from '@react-email/render';
import { Text } from '@react-email/components';
import type { ReactElement } from 'react';
import { MailLayout, paragraph } from './layout';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface MailContext {
  locale: string;
  appName: string;
  t: Translate;
}

export type MailTemplate =
  | { template: 'welcome'; name: string; verifyUrl: string }
  | { template: 'recovery'; resetUrl: string; minutes: number }
  | { template: 'invitation'; inviter: string; username: string; setUrl: string; days: number }
  | { template: 'password_changed'; when: string }
  | { template: 'email_changed'; email: string; verifyUrl: string }
  | { template: 'verify_email'; email: string; verifyUrl: string }
  | { template: 'provider_linked'; provider: 'google' | 'facebook'; when: string; securityUrl: string }
  | { template: 'email_change_revert'; email: string; when: string; days: number; revertUrl: string }
  | { template: 'form_received'; form: string; fields: { label: string; value: string }[] };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

function compose(ctx: MailContext, mail: MailTemplate): { subject: string; element: ReactElement } {
  const { t, appName, locale } = ctx;
  const app = { app: appName };
  const frame = (key: string, body: ReactElement, action?: { label: string; url: string }, params: Record<string, string | number> = {}) => {
    const subject = t(`mail.${key}.subject`, { ...app, ...params });
    return {
      subject,
      element: (
        <MailLayout
          lang={locale}
          appName={appName}
          preview={subject}
          heading={t(`mail.${key}.heading`, { ...app, ...params })}
          action={action && { ...action, fallback: t('mail.link_fallback') }}
          footer={t('mail.footer', app)}
        >
          {body}
        </MailLayout>
      ),
    };
  };

  switch (mail.template) {
    case 'welcome':
      return frame('welcome', <Text style={paragraph}>{t('mail.welcome.body', app)}</Text>, { label: t('mail.welcome.action'), url: mail.verifyUrl }, { name: mail.name });
    case 'recovery':
      return frame(
        'recovery',
        <>
          <Text style={paragraph}>{t('mail.recovery.body', { minutes: mail.minutes })}</Text>
          <Text style={paragraph}>{t('mail.ignore')}</Text>
        </>,
        { label: t('mail.recovery.action'), url: mail.resetUrl },
      );
    case 'invitation':
      return frame(
        'invitation',
        <Text style={paragraph}>{t('mail.invitation.body', { ...app, inviter: mail.inviter, username: mail.username, days: mail.days })}</Text>,
        { label: t('mail.invitation.action'), url: mail.setUrl },
      );
    case 'password_changed':
      return frame('password_changed', <Text style={paragraph}>{t('mail.password_changed.body', { date: mail.when })}</Text>);
    case 'email_changed':
      return frame('email_changed', <Text style={paragraph}>{t('mail.email_changed.body', { email: mail.email })}</Text>, { label: t('mail.email_changed.action'), url: mail.verifyUrl });
    case 'verify_email':
      return frame('verify_email', <Text style={paragraph}>{t('mail.verify_email.body', { ...app, email: mail.email })}</Text>, { label: t('mail.verify_email.action'), url: mail.verifyUrl });
    case 'provider_linked': {
      const provider = t(`account.oauth.${mail.provider}`);
      return frame(
        'provider_linked',
        <>
          <Text style={paragraph}>{t('mail.provider_linked.body', { ...app, provider, date: mail.when })}</Text>
          <Text style={paragraph}>{t('mail.provider_linked.not_you')}</Text>
        </>,
        { label: t('mail.provider_linked.action'), url: mail.securityUrl },
        { provider },
      );
    }
    case 'email_change_revert':
      return frame(
        'email_change_revert',
        <>
          <Text style={paragraph}>{t('mail.email_change_revert.body', { ...app, email: mail.email, date: mail.when })}</Text>
          <Text style={paragraph}>{t('mail.email_change_revert.not_you', { days: mail.days })}</Text>
        </>,
        { label: t('mail.email_change_revert.action'), url: mail.revertUrl },
      );
    case 'form_received':
      return frame(
        'form_received',
        <>
          <Text style={paragraph}>{t('mail.form_received.body', app)}</Text>
          {mail.fields.map((field) => (
            <Text key={field.label} style={paragraph}>
              <strong>{field.label}:</strong> {field.value}
            </Text>
          ))}
        </>,
        undefined,
        { form: mail.form },
      );
  }
}

/** Headings keep their case: html-to-text's upper-casing is not locale-aware (Turkish i/İ). */
const PLAIN_TEXT = {
  selectors: ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
};

/** Renders one of the mails to a subject, HTML and plain text in the given language. */
export async function renderMail(ctx: MailContext, mail: MailTemplate): Promise<RenderedMail> {
  const { subject, element } = compose(ctx, mail);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT })]);
  return { subject, html, text };
}
