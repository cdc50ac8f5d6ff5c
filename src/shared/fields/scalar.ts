import { message, z } from '@/shared/schemas/zod-config';
import { formatCalendarDate, formatClockTime } from '@/shared/time/format';
import { defineEntry, scalarText, takes } from './base';

/** A finite number within the definition's min and max. */
export const number = defineEntry({
  schema: (field) => {
    let schema = z.number();
    if (field.min !== undefined) schema = schema.min(field.min);
    if (field.max !== undefined) schema = schema.max(field.max);
    return schema;
  },
  search: 'none',
  sort: 'number',
  definition: takes({ bounds: 'value', defaultInput: 'number' }),
});

/** YYYY-MM-DD, sortable as text; a calendar date, shown per locale and never shifted by a time zone. */
export const date = defineEntry({
  schema: () => z.iso.date(message('invalid_date_format')),
  search: 'none',
  toDisplay: (value, locale) => formatCalendarDate(scalarText(value), locale),
  definition: takes({ defaultInput: 'date' }),
});

/** HH:MM or HH:MM:SS, sortable as text; a time of day, shown with the locale's clock. */
export const time = defineEntry({
  schema: () => z.iso.time(message('invalid_date_format')),
  search: 'none',
  toDisplay: (value, locale) => formatClockTime(scalarText(value), locale),
  definition: takes({ defaultInput: 'time' }),
});
