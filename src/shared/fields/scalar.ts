import { message, z } from '@/shared/schemas/zod-config';
import { defineEntry, takes } from './base';

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

/** YYYY-MM-DD, sortable as text. */
export const date = defineEntry({ schema: () => z.iso.date(message('invalid_date_format')), search: 'none', definition: takes({ defaultInput: 'date' }) });

/** HH:MM or HH:MM:SS, sortable as text. */
export const time = defineEntry({ schema: () => z.iso.time(message('invalid_date_format')), search: 'none', definition: takes({ defaultInput: 'time' }) });
