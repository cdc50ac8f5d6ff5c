import { defineLanguage } from './types';

export const en = defineLanguage({
  name: 'English',
  code: 'en',
  dir: 'ltr',
  openGraph: 'en_US',
  ui: {
    inputMenu: { noData: 'No data', noMatch: 'No matching data', create: 'Create "{label}"' },
    calendar: { prevYear: 'Previous year', nextYear: 'Next year', prevMonth: 'Previous month', nextMonth: 'Next month' },
    inputNumber: { increment: 'Increment', decrement: 'Decrement' },
    commandPalette: { placeholder: 'Type a command or search…', noData: 'No data', noMatch: 'No matching data', back: 'Back', close: 'Close' },
    selectMenu: { noData: 'No data', noMatch: 'No matching data', search: 'Search…', create: 'Create "{label}"' },
    toast: { close: 'Close' },
    carousel: { prev: 'Previous', next: 'Next', dots: 'Choose slide to display', goto: 'Go to slide {slide}' },
    modal: { close: 'Close' },
    slideover: { close: 'Close' },
    alert: { close: 'Close' },
    table: { noData: 'No data', noMatch: 'Nothing matches your search or filters.' },
  },
});
