/**
 * The form inbox's data (issue 24): a `bench-inbox` form module (name, email, subject, message,
 * budget, consent) and 100,000 submissions spread over a year, about 30% solved and 3% held as
 * spam, in English, Swedish and Turkish. Deterministic: submission `i` is always the same and has
 * the id SUBMISSION_ID_BASE + i, so the bench can name its own search words and URLs.
 */
import { sql } from 'kysely';
import { connectDatabase, DEFAULT_DATABASE_CONFIG } from '../src/server/db/connect';
import { submissionSortKeyRows } from '../src/server/entities/sort-keys';
import { submissionFingerprint } from '../src/server/services/form-intake/fingerprint';
import type { ModuleField } from '../src/shared/fields';

export const SUBMISSIONS = 100_000;
export const FORM_KEY = 'bench-inbox';

const col = (visible: boolean, sortable: boolean, searchable: boolean) => ({ visible, sortable, searchable });
const FIELDS: ModuleField[] = [
  { key: 'name', label: { en: 'Name', sv: 'Namn', tr: 'Ad' }, type: 'text', required: false, table: col(true, true, true) },
  { key: 'email', label: { en: 'E-mail', sv: 'E-post', tr: 'E-posta' }, type: 'email', required: true, table: col(true, false, true) },
  { key: 'subject', label: { en: 'Subject', sv: 'Ämne', tr: 'Konu' }, type: 'text', required: false, table: col(true, true, true) },
  { key: 'message', label: { en: 'Message', sv: 'Meddelande', tr: 'Mesaj' }, type: 'textarea', required: true, table: col(false, false, true) },
  { key: 'budget', label: { en: 'Budget (€)', sv: 'Budget (€)', tr: 'Bütçe (€)' }, type: 'number', required: false, table: col(true, true, false) },
  { key: 'consent', label: { en: 'I agree to be contacted', sv: 'Jag godkänner att bli kontaktad', tr: 'Benimle iletişime geçilmesini kabul ediyorum' }, type: 'checkbox', required: true },
];

/** What POST /api/dashboard/modules creates. */
export const FORM = {
  key: FORM_KEY,
  type: 'form',
  name: { en: 'Quote requests', sv: 'Offertförfrågningar', tr: 'Teklif talepleri' },
  slug: { en: 'quote-requests', sv: 'offertforfragningar', tr: 'teklif-talepleri' },
  icon: 'lucide:inbox',
  fields: FIELDS,
};

/** Words the searches use: in a sixth of the subjects (16,667 rows), and in ten messages. */
export const SEARCH = { common: 'invoice', rare: 'zeppelin' } as const;
const RARE_EVERY = 10_000;
const RARE_AT = 4_321;

/** Submission `i`'s id: far above what the API may have stored first, so the bench can name one. */
export const SUBMISSION_ID_BASE = 1_000_000;

const FIRST_NAMES = ['Anna', 'Erik', 'Elif', 'Mehmet', 'Sara', 'Johan', 'Zeynep', 'Lars', 'Ayşe', 'Karin', 'Emre', 'Maja', 'Can', 'Linnea', 'Deniz', 'Åsa', 'İsmail', 'Öykü', 'Björn', 'Ilgın'];
const LAST_NAMES = ['Andersson', 'Yılmaz', 'Lindqvist', 'Kaya', 'Berg', 'Demir', 'Holm', 'Şahin', 'Nyström', 'Çelik', 'Ek', 'Arslan', 'Sandberg', 'Öztürk', 'Åkesson', 'Doğan', 'Ängström'];
const ascii = (text: string) => text.toLowerCase().replaceAll('ı', 'i').normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
const DOMAINS = ['example.com', 'example.se', 'example.com.tr', 'mail.example.org'];
/** Six subject patterns per language; the first holds SEARCH.common in every language. */
const SUBJECTS = [
  ['Question about an invoice', 'Price for a new website', 'Support with the dashboard', 'Meeting next week?', 'Partnership proposal', 'Feedback on the service'],
  ['Fråga om en invoice-rad', 'Pris för en ny webbplats', 'Hjälp med översikten', 'Möte nästa vecka?', 'Förslag på samarbete', 'Synpunkter på tjänsten'],
  ['Invoice hakkında soru', 'Yeni bir web sitesi için fiyat', 'Panelle ilgili destek', 'Gelecek hafta görüşme?', 'İş birliği önerisi', 'Hizmet hakkında görüş'],
];
const MESSAGES = [
  ['Hello, we are a small team in Göteborg and would like to know more.', 'Could you send us an offer before the end of the month?', 'Thank you for a quick answer last time.'],
  ['Hej! Vi är ett litet företag i Malmö och undrar över era priser för år 2027.', 'Kan ni skicka ett förslag före månadens slut? Vi återkommer gärna.', 'Tack för ett snabbt svar förra gången, det uppskattades mycket.'],
  ['Merhaba, İstanbul’da küçük bir ekibiz ve fiyatlarınızı öğrenmek istiyoruz.', 'Ay sonundan önce bir teklif gönderebilir misiniz? Şimdiden teşekkürler.', 'Geçen seferki hızlı cevabınız için teşekkür ederiz; çok memnun kaldık.'],
];
const SPAM_REASONS = ['honeypot', 'too_fast', 'burst', 'no_ticket'] as const;

/** The submitted values of submission `i`: 1% without a name, a fifth without a budget. */
export function benchSubmission(i: number): Record<string, unknown> {
  const language = i % 3;
  const first = FIRST_NAMES[i % FIRST_NAMES.length];
  const last = LAST_NAMES[(i * 7) % LAST_NAMES.length];
  const values: Record<string, unknown> = {
    name: i % 100 === 37 ? '' : `${first} ${last}`,
    email: `${ascii(first)}.${ascii(last)}${i % 1000}@${DOMAINS[i % DOMAINS.length]}`,
    subject: SUBJECTS[language][Math.floor(i / 3) % 6],
    message: `${MESSAGES[language][i % 3]} ${MESSAGES[language][(i + 1) % 3]}${i % RARE_EVERY === RARE_AT ? ' PS: the zeppelin project.' : ''}`,
    consent: true,
  };
  if (i % 5 !== 2) values.budget = ((i * 7919) % 200) * 250;
  return values;
}

const DAY_MS = 24 * 3_600_000;
/** The newest submission's time: the hour the bench started (the date-range call names a month before it). */
export const SEED_END = Math.floor(Date.now() / 3_600_000) * 3_600_000;

/**
 * Submission `i`: created evenly over the year before SEED_END (oldest first), held as spam 1 in
 * 33 (those within the last 30 days, as older spam is purged), otherwise solved 3 in 10.
 */
function benchRow(i: number, count: number) {
  const spam = i % 33 === 5;
  const created = spam ? SEED_END - ((i * 7_919) % (29 * DAY_MS / 1000)) * 1000 : SEED_END - Math.round((count - 1 - i) * (365 * DAY_MS / count));
  const solved = !spam && i % 10 < 3;
  const createdAt = new Date(created).toISOString();
  const later = new Date(Math.min(created + ((i % 48) + 1) * 3_600_000, SEED_END)).toISOString();
  return { spam, solved, createdAt, later };
}

const CHUNK = 5_000;

/**
 * `count` submissions straight into the table (`moduleId` is the `bench-inbox` form), as the
 * intake and the staff mail would have left them: fingerprint, address, mail sent (none for
 * spam), solved ones with when and by whom, and the sort keys of the sortable fields. SQLite's
 * search table (migration 0022) is filled by its triggers. Returns the seconds it took.
 */
export async function seedSubmissions(databaseUrl: string, moduleId: number, count: number): Promise<number> {
  const started = performance.now();
  const handle = await connectDatabase(databaseUrl, { ...DEFAULT_DATABASE_CONFIG, poolSize: 1, statementTimeoutMs: 600_000 });
  const { db, json, insertRows } = handle;
  try {
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const columns = ['id', 'module_id', 'data', 'status', 'ip_address', 'user_id', 'created_at', 'updated_at', 'solved_at', 'solved_by', 'note',
      'spam_reason', 'mail_state', 'mail_error', 'fingerprint'] as const;
    for (let start = 0; start < count; start += CHUNK) {
      const rows = [];
      for (let i = start; i < Math.min(count, start + CHUNK); i++) {
        const values = benchSubmission(i);
        const { spam, solved, createdAt, later } = benchRow(i, count);
        const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        rows.push({
          id: SUBMISSION_ID_BASE + i,
          module_id: moduleId,
          data: json.write(values),
          status: solved ? 'solved' as const : 'pending' as const,
          ip_address: ip,
          user_id: null,
          created_at: createdAt,
          updated_at: solved ? later : createdAt,
          solved_at: solved ? later : null,
          solved_by: solved ? admin.id : null,
          note: solved && i % 7 === 0 ? 'Svarat per telefon; kunden återkommer i nästa vecka.' : null,
          spam_reason: spam ? SPAM_REASONS[i % SPAM_REASONS.length] : null,
          mail_state: spam ? null : 'sent' as const,
          mail_error: null,
          fingerprint: submissionFingerprint(FORM_KEY, values, { ip, userId: null }),
        });
      }
      await insertRows('form_submissions', columns, rows);
      const keys = rows.flatMap((row, index) => submissionSortKeyRows(moduleId, row.id, FIELDS, benchSubmission(start + index)));
      await insertRows('submission_sort_keys', ['submission_id', 'field', 'module_id', 'text_key', 'number_key'], keys);
    }
    if (handle.engine === 'postgres') {
      // The ids were given: the next submission the intake stores takes the one after them.
      await sql`select setval(pg_get_serial_sequence('form_submissions', 'id'), (select max(id) from form_submissions))`.execute(db);
    }
    // What autovacuum (PostgreSQL: its visibility map lets the counts read the indexes alone) or
    // `PRAGMA optimize` (SQLite) would have done on a table that grew to this size.
    await sql.raw(handle.engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
  } finally {
    await handle.close();
  }
  return (performance.now() - started) / 1000;
}

const INBOX = `/api/dashboard/modules/${FORM_KEY}/submissions`;
const month = (monthsBack: number) => new Date(SEED_END - monthsBack * 30 * DAY_MS).toISOString();

/** The inbox calls the bench times, one request at a time. */
export const INBOX_CALLS: { name: string; path: string }[] = [
  { name: 'first page (newest first)', path: INBOX },
  { name: 'status pending', path: `${INBOX}?status=pending` },
  { name: 'status solved', path: `${INBOX}?status=solved` },
  { name: 'spam view', path: `${INBOX}?spam=true` },
  { name: `search a common word ("${SEARCH.common}", ~16k matches)`, path: `${INBOX}?search=${SEARCH.common}` },
  { name: `search a rare word ("${SEARCH.rare}", 10 matches)`, path: `${INBOX}?search=${SEARCH.rare}` },
  { name: 'search a common word + status solved', path: `${INBOX}?search=${SEARCH.common}&status=solved` },
  { name: 'date range (one month)', path: `${INBOX}?from=${encodeURIComponent(month(4))}&to=${encodeURIComponent(month(3))}` },
  { name: 'sort by a text field (data.name asc)', path: `${INBOX}?sort=data.name&order=asc` },
  { name: 'sort by a number field (data.budget desc)', path: `${INBOX}?sort=data.budget&order=desc` },
  { name: 'sort by a field + status pending', path: `${INBOX}?sort=data.subject&order=asc&status=pending` },
  { name: 'deep page (200)', path: `${INBOX}?page=200` },
  { name: 'open one', path: `${INBOX}/${SUBMISSION_ID_BASE + SUBMISSIONS / 2}` },
];
