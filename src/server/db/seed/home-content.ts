import type { StoredValuesOf } from '@/components/landing/field-values';
import type { landingFields } from '@/components/landing/landing-fields';
import type { LocalizedText } from '@/shared/fields';

const t = (en: string, sv: string, tr: string): LocalizedText => ({ en, sv, tr });

/** Images and logos shipped with the site (public/landing), so a fresh install shows every section. */
const asset = (file: string) => `/landing/${file}`;

/** The seeded `home` item of the landing module: every section of the home page, in en, sv and tr. */
export const homeContent: StoredValuesOf<typeof landingFields> = {
  intro_head: t('Your content, in every language', 'Ditt innehåll, på alla språk', 'İçeriğiniz, her dilde'),
  intro_description: t(
    'Publish pages, posts and forms in English, Swedish and Turkish, and manage it all from one dashboard.',
    'Publicera sidor, inlägg och formulär på engelska, svenska och turkiska, och hantera allt från en panel.',
    'Sayfaları, yazıları ve formları İngilizce, İsveççe ve Türkçe yayınlayın; hepsini tek panelden yönetin.',
  ),
  services_title: t('What you get', 'Det här får du', 'Neler sunuyoruz'),
  services_description: t(
    'Content modules, form inboxes, menus and media in one place.',
    'Innehållsmoduler, formulärinkorgar, menyer och media på ett ställe.',
    'İçerik modülleri, form gelen kutuları, menüler ve medya tek yerde.',
  ),
  services: [
    {
      icon: 'layers',
      title: t('Content modules', 'Innehållsmoduler', 'İçerik modülleri'),
      description: t(
        'Build pages, posts and FAQs from the fields you choose, each of them in three languages.',
        'Bygg sidor, inlägg och vanliga frågor av de fält du väljer, alla på tre språk.',
        'Sayfaları, yazıları ve SSS’leri seçtiğiniz alanlardan oluşturun; hepsi üç dilde.',
      ),
    },
    {
      icon: 'inbox',
      title: t('Form inbox', 'Formulärinkorg', 'Form gelen kutusu'),
      description: t(
        'Contact and custom forms arrive in one inbox, where each message is pending or solved.',
        'Kontaktformulär och egna formulär hamnar i en inkorg där varje meddelande är väntande eller löst.',
        'İletişim ve özel formlar tek bir gelen kutusuna düşer; her mesaj beklemede ya da çözüldü olarak işaretlenir.',
      ),
    },
    {
      icon: 'images',
      title: t('Menus and media', 'Menyer och media', 'Menüler ve medya'),
      description: t(
        'Arrange the navigation and keep images and files together in one library.',
        'Ordna navigeringen och samla bilder och filer i ett bibliotek.',
        'Gezinmeyi düzenleyin, görselleri ve dosyaları tek bir kitaplıkta toplayın.',
      ),
    },
  ],
  features_title: t('Built for teams', 'Byggt för team', 'Ekipler için tasarlandı'),
  features_description: t(
    'Roles with fine-grained permissions decide who can see and change what.',
    'Roller med detaljerade behörigheter avgör vem som kan se och ändra vad.',
    'Ayrıntılı izinlere sahip roller kimin neyi görüp değiştirebileceğini belirler.',
  ),
  features: [
    {
      icon: 'shield-check',
      title: t('Roles and permissions', 'Roller och behörigheter', 'Roller ve izinler'),
      description: t(
        'Decide for every area who may read, create, change or delete.',
        'Bestäm för varje del vem som får läsa, skapa, ändra eller ta bort.',
        'Her alan için kimin okuyabileceğine, oluşturabileceğine, değiştirebileceğine veya silebileceğine siz karar verin.',
      ),
    },
    {
      icon: 'languages',
      title: t('Three languages, own addresses', 'Tre språk, egna adresser', 'Üç dil, kendi adresleri'),
      description: t(
        'English, Swedish and Turkish side by side, with Turkish paths of their own.',
        'Engelska, svenska och turkiska sida vid sida, med egna turkiska sökvägar.',
        'İngilizce, İsveççe ve Türkçe yan yana; Türkçe sayfaların kendi yolları var.',
      ),
    },
    {
      icon: 'history',
      title: t('A trail of every change', 'Spår av varje ändring', 'Her değişikliğin kaydı'),
      description: t(
        'Each change records who made it and when, so nothing happens unnoticed.',
        'Varje ändring sparar vem som gjorde den och när, så inget sker obemärkt.',
        'Her değişiklik kimin ve ne zaman yaptığını kaydeder; hiçbir şey gözden kaçmaz.',
      ),
    },
  ],
  cta_title: t('Start today', 'Börja i dag', 'Bugün başlayın'),
  cta_description: t('Create an account in a minute.', 'Skapa ett konto på en minut.', 'Bir dakikada hesap oluşturun.'),
  cta_button_label: t('Create your account', 'Skapa ditt konto', 'Hesabınızı oluşturun'),
  vision: t('A web where everyone reads in their own language.', 'En webb där alla läser på sitt eget språk.', 'Herkesin kendi dilinde okuduğu bir web.'),
  mission: t('Make multilingual publishing simple and safe.', 'Göra flerspråkig publicering enkel och säker.', 'Çok dilli yayıncılığı basit ve güvenli kılmak.'),
  projects: [
    {
      name: t('Harbour City Museum', 'Hamnstadens museum', 'Liman Şehri Müzesi'),
      description: t(
        'Exhibitions, opening hours and tickets for visitors from all over the world.',
        'Utställningar, öppettider och biljetter för besökare från hela världen.',
        'Dünyanın dört bir yanından gelen ziyaretçiler için sergiler, açılış saatleri ve biletler.',
      ),
      image: asset('project-museum.svg'),
    },
    {
      name: t('Anatolia Travel Guide', 'Resguide till Anatolien', 'Anadolu Gezi Rehberi'),
      description: t(
        'Routes, stays and local tips, written in Turkish and translated with care.',
        'Rutter, boenden och lokala tips, skrivna på turkiska och omsorgsfullt översatta.',
        'Rotalar, konaklama ve yerel ipuçları; Türkçe yazıldı, özenle çevrildi.',
      ),
      image: asset('project-travel.svg'),
    },
    {
      name: t('Fjord Cooperative', 'Fjordkooperativet', 'Fiyort Kooperatifi'),
      description: t(
        'A members’ area and a newsletter for a farming cooperative of 400 families.',
        'Ett medlemsområde och ett nyhetsbrev för ett jordbrukskooperativ med 400 familjer.',
        '400 ailelik bir tarım kooperatifi için üye alanı ve bülten.',
      ),
      image: asset('project-cooperative.svg'),
    },
  ],
  partners: [
    { name: 'Northwind', logo: asset('partner-northwind.svg') },
    { name: 'Bosphorus', logo: asset('partner-bosphorus.svg') },
    { name: 'Lindqvist', logo: asset('partner-lindqvist.svg') },
  ],
  brands: [
    { name: 'Kestrel', logo: asset('brand-kestrel.svg') },
    { name: 'Tulip & Pine', logo: asset('brand-tulip-pine.svg') },
    { name: 'Atlas Coffee', logo: asset('brand-atlas.svg') },
    { name: 'Aurora', logo: asset('brand-aurora.svg') },
  ],
};
