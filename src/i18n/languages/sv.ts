import { defineLanguage } from './types';

export const sv = defineLanguage({
  name: 'Svenska',
  code: 'sv',
  dir: 'ltr',
  openGraph: 'sv_SE',
  ui: {
    inputMenu: { noData: 'Inga data', noMatch: 'Inga matchande data', create: 'Skapa "{label}"' },
    calendar: { prevYear: 'Föregående år', nextYear: 'Nästa år', prevMonth: 'Föregående månad', nextMonth: 'Nästa månad' },
    inputNumber: { increment: 'Öka', decrement: 'Minska' },
    commandPalette: { placeholder: 'Skriv ett kommando eller sök…', noData: 'Inga data', noMatch: 'Inga matchande data', back: 'Tillbaka', close: 'Stäng' },
    selectMenu: { noData: 'Inga data', noMatch: 'Inga matchande data', search: 'Sök…', create: 'Skapa "{label}"' },
    toast: { close: 'Stäng' },
    carousel: { prev: 'Föregående', next: 'Nästa', dots: 'Välj bild att visa', goto: 'Gå till bild {slide}' },
    modal: { close: 'Stäng' },
    slideover: { close: 'Stäng' },
    alert: { close: 'Stäng' },
    table: { noData: 'Inga data', noMatch: 'Inget matchar din sökning eller dina filter.' },
  },
});
