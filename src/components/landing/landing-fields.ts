import type { LocalizedText } from '@/shared/fields';
import { defineFields, readValues, type ValuesOf } from './field-values';

const t = (en: string, sv: string, tr: string): LocalizedText => ({ en, sv, tr });

/** A service or feature card: a lucide icon, a title and a short description. */
const cardFields = defineFields([
  { key: 'icon', label: t('Icon (lucide name)', 'Ikon (lucide-namn)', 'Simge (lucide adı)'), type: 'text', required: true, max: 64 },
  { key: 'title', label: t('Title', 'Rubrik', 'Başlık'), type: 'multilang_text', required: true },
  { key: 'description', label: t('Description', 'Beskrivning', 'Açıklama'), type: 'multilang_textarea', required: false },
]);

/** A partner or brand in the logo strip: its name (also the logo's text alternative), logo and site. */
const logoFields = defineFields([
  { key: 'name', label: t('Name', 'Namn', 'Ad'), type: 'text', required: true, max: 120 },
  { key: 'logo', label: t('Logo', 'Logotyp', 'Logo'), type: 'image', required: false },
  { key: 'url', label: t('Website', 'Webbplats', 'Web sitesi'), type: 'url', required: false },
]);

/**
 * The fields of the `landing` module, whose `home` item is the home page: the one definition
 * the seed stores and the home page reads (migration 0015 keeps its own copy of its release's).
 */
export const landingFields = defineFields([
  { key: 'intro_head', label: t('Intro heading', 'Introrubrik', 'Giriş başlığı'), type: 'multilang_text', required: true },
  { key: 'intro_description', label: t('Intro description', 'Introbeskrivning', 'Giriş açıklaması'), type: 'multilang_textarea', required: true },
  { key: 'intro_video', label: t('Intro video', 'Introvideo', 'Giriş videosu'), type: 'video', required: false },
  { key: 'services_title', label: t('Services title', 'Tjänster, rubrik', 'Hizmetler başlığı'), type: 'multilang_text', required: false },
  { key: 'services_description', label: t('Services description', 'Tjänster, beskrivning', 'Hizmetler açıklaması'), type: 'multilang_textarea', required: false },
  { key: 'services', label: t('Services', 'Tjänster', 'Hizmetler'), type: 'group', required: false, fields: cardFields },
  { key: 'features_title', label: t('Features title', 'Funktioner, rubrik', 'Özellikler başlığı'), type: 'multilang_text', required: false },
  { key: 'features_description', label: t('Features description', 'Funktioner, beskrivning', 'Özellikler açıklaması'), type: 'multilang_textarea', required: false },
  { key: 'features', label: t('Features', 'Funktioner', 'Özellikler'), type: 'group', required: false, fields: cardFields },
  { key: 'cta_title', label: t('Call to action title', 'Uppmaning, rubrik', 'Eylem çağrısı başlığı'), type: 'multilang_text', required: false },
  { key: 'cta_description', label: t('Call to action description', 'Uppmaning, beskrivning', 'Eylem çağrısı açıklaması'), type: 'multilang_textarea', required: false },
  { key: 'cta_button_label', label: t('Call to action button label', 'Uppmaning, knapptext', 'Eylem çağrısı düğme metni'), type: 'multilang_text', required: false, max: 60 },
  { key: 'cta_button_link', label: t('Call to action button link (empty: sign-up)', 'Uppmaning, knapplänk (tom: registrering)', 'Eylem çağrısı düğme bağlantısı (boş: kayıt)'), type: 'url', required: false },
  { key: 'logo', label: t('Logo', 'Logotyp', 'Logo'), type: 'image', required: false },
  { key: 'background_image', label: t('Background image', 'Bakgrundsbild', 'Arka plan görseli'), type: 'image', required: false },
  { key: 'vision', label: t('Vision', 'Vision', 'Vizyon'), type: 'multilang_textarea', required: false },
  { key: 'mission', label: t('Mission', 'Uppdrag', 'Misyon'), type: 'multilang_textarea', required: false },
  {
    key: 'projects',
    label: t('Projects', 'Projekt', 'Projeler'),
    type: 'group',
    required: false,
    fields: [
      { key: 'name', label: t('Name', 'Namn', 'Ad'), type: 'multilang_text', required: true },
      { key: 'description', label: t('Description', 'Beskrivning', 'Açıklama'), type: 'multilang_textarea', required: false },
      { key: 'image', label: t('Image', 'Bild', 'Görsel'), type: 'image', required: false },
      { key: 'url', label: t('Link', 'Länk', 'Bağlantı'), type: 'url', required: false },
    ],
  },
  { key: 'partners', label: t('Partners', 'Partner', 'İş ortakları'), type: 'group', required: false, fields: logoFields },
  { key: 'brands', label: t('Brands', 'Varumärken', 'Markalar'), type: 'group', required: false, fields: logoFields },
]);

/** The home page's sections, as the landing item holds them for one locale. */
export type LandingContent = ValuesOf<typeof landingFields>;
export type LandingCard = LandingContent['services'][number];
export type LandingProject = LandingContent['projects'][number];
export type LandingLogo = LandingContent['partners'][number];

/** The landing item of the public bundle (`contents.landing`, per-locale values resolved) read by its fields. */
export const readLanding = (content: Record<string, unknown>): LandingContent => readValues(landingFields, content);
