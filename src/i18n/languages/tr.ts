import { defineLanguage } from './types';

export const tr = defineLanguage({
  name: 'Türkçe',
  code: 'tr',
  dir: 'ltr',
  openGraph: 'tr_TR',
  ui: {
    inputMenu: { noData: 'Veri yok', noMatch: 'Eşleşen veri yok', create: '"{label}" oluştur' },
    calendar: { prevYear: 'Önceki yıl', nextYear: 'Sonraki yıl', prevMonth: 'Önceki ay', nextMonth: 'Sonraki ay' },
    inputNumber: { increment: 'Arttır', decrement: 'Azalt' },
    commandPalette: { placeholder: 'Bir komut yazın veya arayın…', noData: 'Veri yok', noMatch: 'Eşleşen veri yok', back: 'Geri', close: 'Kapat' },
    selectMenu: { noData: 'Veri yok', noMatch: 'Eşleşen veri yok', search: 'Ara…', create: '"{label}" oluştur' },
    toast: { close: 'Kapat' },
    carousel: { prev: 'Önceki', next: 'Sonraki', dots: 'Görüntülenecek slaydı seçin', goto: '{slide}. slayta git' },
    modal: { close: 'Kapat' },
    slideover: { close: 'Kapat' },
    alert: { close: 'Kapat' },
    table: { noData: 'Veri yok', noMatch: 'Aramanızla veya filtrelerinizle eşleşen bir şey yok.' },
  },
});
