import { useTranslations } from 'next-intl';
import { FORM_META_FIELDS } from '@/shared/api/forms';

export interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never meet: off screen, hidden from assistive technology, out of the tab order
 * and of autofill. Bots that fill every input fill it, and the server holds their submission.
 */
export function Honeypot({ value, onChange }: HoneypotProps) {
  const t = useTranslations('form');
  const id = `field-${FORM_META_FIELDS.honeypot}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('honeypot_label')}</label>
      <input
        id={id}
        name={FORM_META_FIELDS.honeypot}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
