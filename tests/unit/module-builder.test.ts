import { describe, expect, it } from 'vitest';
import { countBelow, errorMapForFieldKeys, errorMapFromTree, messagesOfList, withoutControl } from '@/components/dashboard/modules/error-paths';
import {
  emptyDraft, emptyTexts, fieldPayload, keyFromLabel, moduleDraft, modulePayload, moved, newField, newOption, retyped, slugFromName, type ModuleDraft,
} from '@/components/dashboard/modules/module-draft';
import { slugify } from '@/shared/slugify';
import { moduleFieldSchema } from '@/shared/fields';

function draftWithFields(): ModuleDraft {
  const title = { ...newField('text'), key: 'title' };
  const choice = { ...newField('selection'), key: 'colour', options: [{ ...newOption(), value: 'red' }, { ...newOption(), value: 'red' }] };
  const inner = { ...newField('text'), key: 'caption' };
  const group = { ...newField('group'), key: 'rows', fields: [inner] };
  return { ...emptyDraft(), key: 'things', name: { ...emptyTexts(), en: 'Things' }, slug: { ...emptyTexts(), en: 'things', sv: 'saker' }, fields: [title, choice, group] };
}

describe('the module builder: server error paths to controls', () => {
  it('turns array positions of a 422 tree into the uids of the fields and options there', () => {
    const draft = draftWithFields();
    const [title, choice, group] = draft.fields;
    const tree = {
      _errors: [],
      name: { _errors: [], sv: { _errors: ['Too short'] } },
      fields: {
        _errors: [],
        0: { _errors: [], key: { _errors: ['Key taken'] } },
        1: { _errors: [], options: { _errors: ['Duplicate'], 1: { _errors: [], value: { _errors: ['Bad value'] } } } },
        2: { _errors: [], fields: { _errors: [], 0: { _errors: [], label: { _errors: [], en: { _errors: ['Too long'] } } } } },
      },
    };
    expect(errorMapFromTree(tree, draft)).toEqual({
      'name.sv': ['Too short'],
      [`fields.${title!.uid}.key`]: ['Key taken'],
      [`fields.${choice!.uid}.options`]: ['Duplicate'],
      [`fields.${choice!.uid}.options.${choice!.options[1]!.uid}.value`]: ['Bad value'],
      [`fields.${group!.uid}.fields.${group!.fields[0]!.uid}.label.en`]: ['Too long'],
    });
  });

  it("reads a 409's dotted keys (name.en) like nested ones", () => {
    const draft = draftWithFields();
    expect(errorMapFromTree({ _errors: [], key: { _errors: ['Taken'] }, 'name.en': { _errors: ['Name taken'] }, 'slug.sv': { _errors: ['Slug taken'] } }, draft))
      .toEqual({ key: ['Taken'], 'name.en': ['Name taken'], 'slug.sv': ['Slug taken'] });
  });

  it('keeps a message with its field after the fields are reordered', () => {
    const draft = draftWithFields();
    const map = errorMapFromTree({ _errors: [], fields: { _errors: [], 1: { _errors: [], type: { _errors: ['No'] } } } }, draft);
    const reordered = { ...draft, fields: moved(draft.fields, 1, 0) };
    expect(map[`fields.${reordered.fields[0]!.uid}.type`]).toEqual(['No']);
  });

  it('keeps positions that name no draft item as they are, and ignores what is not a tree', () => {
    const draft = draftWithFields();
    expect(errorMapFromTree({ _errors: [], fields: { _errors: [], 9: { _errors: [], key: { _errors: ['?'] } } } }, draft)).toEqual({ 'fields.9.key': ['?'] });
    expect(errorMapFromTree(undefined, draft)).toEqual({});
    expect(errorMapFromTree(['x'], draft)).toEqual({});
  });

  it('puts a message at the type of each named top-level field (retyped with values)', () => {
    const draft = draftWithFields();
    expect(errorMapForFieldKeys(['colour', 'gone'], draft, 'type', 'Cannot change')).toEqual({ [`fields.${draft.fields[1]!.uid}.type`]: ['Cannot change'] });
  });

  it('counts, collects and clears messages by control', () => {
    const map = { 'fields.u1.key': ['a'], 'fields.u1.options.u2.value': ['b', 'c'], 'fields.u10.key': ['d'], 'upload_config.mime_types.1': ['e'], 'upload_config.mime_types': ['f'] };
    expect(countBelow(map, 'fields.u1')).toBe(3);
    expect(messagesOfList(map, 'upload_config.mime_types')).toEqual(['e', 'f']);
    expect(withoutControl(map, 'upload_config.mime_types')).toEqual({ 'fields.u1.key': ['a'], 'fields.u1.options.u2.value': ['b', 'c'], 'fields.u10.key': ['d'] });
    expect(withoutControl(map, 'fields.u1')).toBe(map);
  });
});

describe('the module builder: draft and payload', () => {
  it('sends only what each type uses, in the API shape, and the shared schema accepts it', () => {
    const image = { ...newField('image'), key: 'photo', label: { ...emptyTexts(), en: 'Photo', sv: ' ', tr: 'Fotoğraf' }, upload: { accept: 'image/png, image/jpeg', max_size_mb: '2', max_files: '3' }, min: '4' };
    const payload = fieldPayload(image);
    expect(payload).toEqual({
      key: 'photo', label: { en: 'Photo', tr: 'Fotoğraf' }, type: 'image', required: false,
      table: { visible: false, sortable: false, searchable: false },
      upload: { accept: ['image/png', 'image/jpeg'], max_size: 2 * 1024 * 1024, max_files: 3 },
    });
    expect(moduleFieldSchema.safeParse(payload).success).toBe(true);
    const number = fieldPayload({ ...newField('number'), key: 'n', min: '-5', max: '', default: 3, table: { visible: true, sortable: true, searchable: true } });
    expect(number).toMatchObject({ min: -5, default: 3, table: { visible: true, sortable: true, searchable: false } });
    expect(number).not.toHaveProperty('max');
  });

  it('sends the slug per locale with empty locales left out, and null upload rules when off', () => {
    const body = modulePayload(draftWithFields());
    expect(body.slug).toEqual({ en: 'things', sv: 'saker' });
    expect(body.name).toEqual({ en: 'Things' });
    expect(body.upload_config).toBeNull();
    expect(body.fields.map((field) => field.key)).toEqual(['title', 'colour', 'rows']);
    expect(body.fields[2]!.fields!.map((field) => field.key)).toEqual(['caption']);
  });

  it('reads a module answer back into the same payload', () => {
    const fields = [
      { key: 'size', label: { en: 'Size' }, type: 'radio' as const, required: true, options: [{ value: 's', label: { en: 'Small', sv: 'Liten' } }], default: 's', table: { visible: true, sortable: true, searchable: false } },
      { key: 'doc', label: { en: 'Doc' }, type: 'file' as const, required: false, upload: { accept: ['application/pdf'], max_size: 1572864, max_files: 1 }, table: { visible: false, sortable: false, searchable: false } },
      { key: 'link', label: { en: 'Link' }, type: 'relation' as const, required: false, relation: { module: 'blog', multiple: true }, min: 1, table: { visible: false, sortable: false, searchable: false } },
    ];
    const source = { key: 'shop', type: 'content' as const, name: { en: 'Shop', sv: 'Butik' }, slug: { en: 'shop', tr: 'magaza' }, icon: 'lucide:store', fields, upload_config: { mime_types: ['image/*'], max_size_mb: 5, max_files: 2 } };
    const body = modulePayload(moduleDraft(source));
    expect(body).toEqual({ key: 'shop', type: 'content', name: { en: 'Shop', sv: 'Butik' }, slug: { en: 'shop', tr: 'magaza' }, icon: 'lucide:store', fields, upload_config: source.upload_config });
  });

  it('retyping keeps what the new type can use and drops the rest', () => {
    const text = { ...newField('text'), key: 'k', default: 'hello', table: { visible: true, sortable: true, searchable: true } };
    const asSelection = retyped(text, 'selection');
    expect(asSelection.options).toHaveLength(1);
    expect(asSelection.default).toBeUndefined();
    const asImage = retyped(text, 'image');
    expect(asImage.table).toEqual({ visible: true, sortable: false, searchable: false });
    expect(retyped(text, 'email').default).toBe('hello');
  });

  it('suggests keys from names', () => {
    expect(keyFromLabel('Header image')).toBe('header_image');
    expect(keyFromLabel('1st Çağrı!')).toBe('st_cagri');
    expect(slugFromName('Case studies & more')).toBe('case-studies-more');
    expect(slugFromName('Über Uns')).toBe('uber-uns');
  });

  it('suggests a module slug as the content editor suggests an item slug (one slugifier)', () => {
    expect(slugFromName('Straße')).toBe('strasse');
    expect(slugFromName('Straße')).toBe(slugify('Straße'));
    expect(keyFromLabel('Straße Ærø')).toBe('strasse_aero');
  });
});
