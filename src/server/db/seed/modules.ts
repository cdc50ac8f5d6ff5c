import { toModuleFields } from '@/components/landing/field-values';
import { landingFields } from '@/components/landing/landing-fields';
import type { LocalizedText, ModuleField } from '@/shared/fields';
import { homeContent } from './home-content';

export interface SeedContent {
  slug: string;
  title: LocalizedText;
  header?: LocalizedText;
  content: Record<string, unknown>;
}

export interface SeedModule {
  key: string;
  name: LocalizedText;
  slug: string;
  type: 'content' | 'form';
  icon: string;
  fields: ModuleField[];
  contents: SeedContent[];
}

const col = (visible: boolean, sortable = false, searchable = false) => ({ visible, sortable, searchable });
const t = (en: string, sv: string, tr: string): LocalizedText => ({ en, sv, tr });

const bodyField: ModuleField = { key: 'body', label: t('Body', 'Innehåll', 'İçerik'), type: 'multilang_editor', required: true, table: col(false) };

export const seedModules: SeedModule[] = [
  {
    key: 'pages',
    name: t('Pages', 'Sidor', 'Sayfalar'),
    slug: 'pages',
    type: 'content',
    icon: 'lucide:file-text',
    fields: [bodyField],
    contents: [
      {
        slug: 'about',
        title: t('About us', 'Om oss', 'Hakkımızda'),
        header: t('Who we are and why we build', 'Vilka vi är och varför vi bygger', 'Kim olduğumuz ve neden ürettiğimiz'),
        content: {
          body: t(
            '<p>We are a small team that builds websites people can read in their own language.</p><p>Our product brings content, accounts and administration together in one place.</p>',
            '<p>Vi är ett litet team som bygger webbplatser som människor kan läsa på sitt eget språk.</p><p>Vår produkt samlar innehåll, konton och administration på ett ställe.</p>',
            '<p>İnsanların kendi dillerinde okuyabileceği web siteleri yapan küçük bir ekibiz.</p><p>Ürünümüz içeriği, hesapları ve yönetimi tek bir yerde toplar.</p>',
          ),
        },
      },
      {
        slug: 'privacy',
        title: t('Privacy policy', 'Integritetspolicy', 'Gizlilik politikası'),
        content: {
          body: t(
            '<p>We keep only the data we need to run your account, and we never sell it.</p><h2>Cookies</h2><p>Necessary cookies keep you signed in and remember your language. Analytics and marketing cookies are used only with your consent.</p>',
            '<p>Vi sparar bara de uppgifter vi behöver för ditt konto, och vi säljer dem aldrig.</p><h2>Kakor</h2><p>Nödvändiga kakor håller dig inloggad och minns ditt språk. Analys- och marknadsföringskakor används bara med ditt samtycke.</p>',
            '<p>Yalnızca hesabınızı yürütmek için gereken verileri saklarız ve asla satmayız.</p><h2>Çerezler</h2><p>Zorunlu çerezler oturumunuzu açık tutar ve dilinizi hatırlar. Analiz ve pazarlama çerezleri yalnızca izninizle kullanılır.</p>',
          ),
        },
      },
      {
        slug: 'terms',
        title: t('Terms and conditions', 'Villkor', 'Şartlar ve koşullar'),
        content: {
          body: t(
            '<p>By using this site you agree to use it lawfully and to keep your account details safe.</p>',
            '<p>Genom att använda webbplatsen godkänner du att använda den lagligt och att hålla dina kontouppgifter säkra.</p>',
            '<p>Bu siteyi kullanarak onu yasalara uygun kullanmayı ve hesap bilgilerinizi güvende tutmayı kabul edersiniz.</p>',
          ),
        },
      },
    ],
  },
  {
    key: 'blog',
    name: t('Blog', 'Blogg', 'Blog'),
    slug: 'blog',
    type: 'content',
    icon: 'lucide:newspaper',
    fields: [
      { key: 'summary', label: t('Summary', 'Sammanfattning', 'Özet'), type: 'multilang_textarea', required: true, table: col(true, false, true) },
      bodyField,
    ],
    contents: [
      {
        slug: 'hello-world',
        title: t('Hello, world', 'Hej, världen', 'Merhaba dünya'),
        header: t('Our first post', 'Vårt första inlägg', 'İlk yazımız'),
        content: {
          summary: t('Why we started and what comes next.', 'Varför vi började och vad som kommer härnäst.', 'Neden başladık ve sırada ne var.'),
          body: t('<p>Welcome to our blog. Here we write about what we build.</p>', '<p>Välkommen till vår blogg. Här skriver vi om det vi bygger.</p>', '<p>Blogumuza hoş geldiniz. Burada ne ürettiğimizi yazıyoruz.</p>'),
        },
      },
      {
        slug: 'three-languages',
        title: t('One site, three languages', 'En webbplats, tre språk', 'Tek site, üç dil'),
        content: {
          summary: t('How English, Swedish and Turkish live side by side.', 'Hur engelska, svenska och turkiska lever sida vid sida.', 'İngilizce, İsveççe ve Türkçe yan yana nasıl yaşıyor.'),
          body: t('<p>Every page exists in every language, with Turkish paths of its own.</p>', '<p>Varje sida finns på alla språk, och turkiska har egna sökvägar.</p>', '<p>Her sayfa her dilde var ve Türkçenin kendi yolları var.</p>'),
        },
      },
    ],
  },
  {
    key: 'faq',
    name: t('FAQ', 'Vanliga frågor', 'SSS'),
    slug: 'faq',
    type: 'content',
    icon: 'lucide:circle-help',
    fields: [
      { key: 'answer', label: t('Answer', 'Svar', 'Cevap'), type: 'multilang_textarea', required: true, table: col(false) },
      { key: 'ordering', label: t('Order', 'Ordning', 'Sıra'), type: 'number', required: false, table: col(true, true) },
    ],
    contents: [
      {
        slug: 'languages',
        title: t('Which languages are supported?', 'Vilka språk stöds?', 'Hangi diller destekleniyor?'),
        content: { ordering: 1, answer: t('English, Swedish and Turkish.', 'Engelska, svenska och turkiska.', 'İngilizce, İsveççe ve Türkçe.') },
      },
      {
        slug: 'account',
        title: t('Do I need an account?', 'Behöver jag ett konto?', 'Hesaba ihtiyacım var mı?'),
        content: { ordering: 2, answer: t('No. Every public page is open; an account adds a profile and notifications.', 'Nej. Alla publika sidor är öppna; ett konto ger en profil och aviseringar.', 'Hayır. Tüm herkese açık sayfalar açıktır; hesap bir profil ve bildirimler ekler.') },
      },
      {
        slug: 'home-page',
        title: t('Can we change what the home page shows?', 'Kan vi ändra vad startsidan visar?', 'Ana sayfada görünenleri değiştirebilir miyiz?'),
        content: { ordering: 3, answer: t('Yes. Every section of the home page, from the introduction to the partners and brands, is edited in the dashboard under Landing.', 'Ja. Varje del av startsidan, från introduktionen till partner och varumärken, redigeras i panelen under Startsida.', 'Evet. Girişten iş ortaklarına ve markalara kadar ana sayfanın her bölümü panelde Açılış altında düzenlenir.') },
      },
    ],
  },
  {
    key: 'pricing',
    name: t('Pricing', 'Priser', 'Fiyatlandırma'),
    slug: 'pricing',
    type: 'content',
    icon: 'lucide:badge-dollar-sign',
    fields: [
      { key: 'price', label: t('Price', 'Pris', 'Fiyat'), type: 'text', required: true, table: col(true, true) },
      { key: 'period', label: t('Period', 'Period', 'Dönem'), type: 'multilang_text', required: false, table: col(true) },
      { key: 'features', label: t('Features', 'Funktioner', 'Özellikler'), type: 'multilang_textarea', required: false, table: col(false) },
      { key: 'highlighted', label: t('Highlighted', 'Framhävd', 'Öne çıkan'), type: 'switch', required: false, table: col(true) },
      { key: 'ordering', label: t('Ordering', 'Ordning', 'Sıralama'), type: 'number', required: false, table: col(true, true) },
    ],
    contents: [
      {
        slug: 'starter',
        title: t('Starter', 'Start', 'Başlangıç'),
        content: { ordering: 1, price: '€0', highlighted: false, period: t('per month', 'per månad', 'aylık'), features: t('One site\nThree languages\nCommunity support', 'En webbplats\nTre språk\nCommunity-support', 'Bir site\nÜç dil\nTopluluk desteği') },
      },
      {
        slug: 'team',
        title: t('Team', 'Team', 'Ekip'),
        content: { ordering: 2, price: '€29', highlighted: true, period: t('per month', 'per månad', 'aylık'), features: t('Unlimited pages\nRoles and permissions\nE-mail support', 'Obegränsat antal sidor\nRoller och behörigheter\nE-postsupport', 'Sınırsız sayfa\nRoller ve izinler\nE-posta desteği') },
      },
    ],
  },
  {
    key: 'landing',
    name: t('Landing', 'Startsida', 'Açılış'),
    slug: 'landing',
    type: 'content',
    icon: 'lucide:house',
    fields: toModuleFields(landingFields),
    contents: [
      {
        slug: 'home',
        title: t('Home', 'Hem', 'Ana sayfa'),
        content: homeContent,
      },
    ],
  },
  {
    key: 'contact',
    name: t('Contact', 'Kontakt', 'İletişim'),
    slug: 'contact-form',
    type: 'form',
    icon: 'lucide:mail',
    fields: [
      { key: 'fullname', label: t('Full name', 'Fullständigt namn', 'Ad soyad'), type: 'text', required: true, table: col(true, true, true) },
      { key: 'email', label: t('E-mail', 'E-post', 'E-posta'), type: 'email', required: true, table: col(true, true, true) },
      { key: 'subject', label: t('Subject', 'Ämne', 'Konu'), type: 'text', required: false, table: col(true, false, true) },
      { key: 'message', label: t('Message', 'Meddelande', 'Mesaj'), type: 'textarea', required: true, table: col(false, false, true) },
    ],
    contents: [],
  },
];
