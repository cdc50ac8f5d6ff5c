import { defineLanguage } from './types';

export const ar = defineLanguage({
  name: 'العربية',
  code: 'ar',
  dir: 'rtl',
  openGraph: 'ar_AR',
  optional: true,
  ui: {
    inputMenu: { noData: 'لا توجد بيانات', noMatch: 'لا توجد بيانات مطابقة', create: 'إنشاء "{label}"' },
    calendar: { prevYear: 'السنة السابقة', nextYear: 'السنة التالية', prevMonth: 'الشهر السابق', nextMonth: 'الشهر التالي' },
    inputNumber: { increment: 'زيادة', decrement: 'إنقاص' },
    commandPalette: { placeholder: 'اكتب أمرًا أو ابحث…', noData: 'لا توجد بيانات', noMatch: 'لا توجد بيانات مطابقة', back: 'رجوع', close: 'إغلاق' },
    selectMenu: { noData: 'لا توجد بيانات', noMatch: 'لا توجد بيانات مطابقة', search: 'بحث…', create: 'إنشاء "{label}"' },
    toast: { close: 'إغلاق' },
    carousel: { prev: 'السابق', next: 'التالي', dots: 'اختر الشريحة المراد عرضها', goto: 'الانتقال إلى الشريحة {slide}' },
    modal: { close: 'إغلاق' },
    slideover: { close: 'إغلاق' },
    alert: { close: 'إغلاق' },
    table: { noData: 'لا توجد بيانات', noMatch: 'لا شيء يطابق بحثك أو عوامل التصفية.' },
  },
});
