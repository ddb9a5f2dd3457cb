import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ColumnBounds } from '../column-bounds.ts';
import {
  flagField,
  idField,
  optionalDecimal,
  optionalDigits,
  optionalOption,
  optionalText,
  requiredDecimal,
  requiredDigits,
  requiredOption,
  requiredText,
} from './fields.ts';
import { fieldErrors } from './test-helpers.ts';

const form = z.object({
  price: requiredDigits(),
  rooms: optionalDigits(),
  rent: requiredOption([0, 1]),
  material: optionalOption([1, 2, 3]),
  internet: flagField(),
  title: requiredText({ min: 3, max: 5 }),
  district: optionalText({ min: 3, max: 5 }),
});

const valid = {
  price: '250000',
  rooms: '',
  rent: '0',
  material: '',
  internet: false,
  title: 'Dom',
  district: '',
};

describe('numeric fields', () => {
  it('turn digit strings and integers into numbers, and empty optional values into null', () => {
    expect(form.parse(valid)).toEqual({
      price: 250000,
      rooms: null,
      rent: 0,
      material: null,
      internet: 0,
      title: 'Dom',
      district: null,
    });
    expect(form.parse({ ...valid, price: 12, rooms: 3, rent: 1, material: 2, internet: 1 })).toMatchObject({
      price: 12,
      rooms: 3,
      rent: 1,
      material: 2,
      internet: 1,
    });
  });

  it.each(['12a', '-5', '1.5', '1 2', 'NaN', 1.5, -1, true, '99999999999999999999'])(
    'reject %j with the digits message',
    (value) => {
      const errors = fieldErrors(form, { ...valid, price: value, rooms: value });
      expect(errors.price).toEqual(['Podana wartość nie jest liczbą!']);
      expect(errors.rooms).toEqual(['Podana wartość nie jest liczbą!']);
    },
  );

  it('require a value when empty or missing', () => {
    expect(fieldErrors(form, { ...valid, price: '' }).price).toEqual(['Wartość pola jest wymagana!']);
    expect(fieldErrors(form, { ...valid, price: undefined }).price).toEqual(['Wartość pola jest wymagana!']);
    expect(fieldErrors(form, { ...valid, rent: '' }).rent).toEqual(['Wartość pola jest wymagana!']);
    expect(fieldErrors(form, { ...valid, rent: null }).rent).toEqual(['Wartość pola jest wymagana!']);
  });

  it('accept only listed select values', () => {
    expect(fieldErrors(form, { ...valid, rent: 2 }).rent).toEqual(['Wartość pola jest wymagana!']);
    expect(fieldErrors(form, { ...valid, material: '9' }).material).toEqual(['Wartość pola jest wymagana!']);
    expect(form.parse({ ...valid, material: 0 }).material).toBeNull();
  });

  it('read flags from booleans, numbers and strings', () => {
    expect(form.parse({ ...valid, internet: true }).internet).toBe(1);
    expect(form.parse({ ...valid, internet: '1' }).internet).toBe(1);
    expect(form.parse({ ...valid, internet: undefined }).internet).toBe(0);
    expect(fieldErrors(form, { ...valid, internet: 2 }).internet).toEqual([
      'Podana wartość nie jest liczbą!',
    ]);
  });
});

describe('decimal fields (areas)', () => {
  const area = z.object({ area: requiredDecimal(), from: optionalDecimal(1000) });

  it.each([
    ['48,37', 48.37],
    ['48.37', 48.37],
    [' 48,5 ', 48.5],
    ['48', 48],
    [48.37, 48.37],
  ])('read %j as %d', (value, number) => {
    expect(area.parse({ area: value, from: value })).toEqual({ area: number, from: number });
  });

  it('leave an empty optional one null and require the required one', () => {
    expect(area.parse({ area: '1', from: '' })).toEqual({ area: 1, from: null });
    expect(fieldErrors(area, { area: '' }).area).toEqual(['Wartość pola jest wymagana!']);
  });

  it.each(['48,3,7', '48,375', '48,', ',5', '-48', '4 8', 48.375, '1000,01'])(
    'reject %j with the digits message',
    (value) => {
      expect(fieldErrors(area, { area: value, from: value }).from).toEqual([
        'Podana wartość nie jest liczbą!',
      ]);
    },
  );
});

describe('text fields', () => {
  it('give only the required message when empty', () => {
    expect(fieldErrors(form, { ...valid, title: '   ' }).title).toEqual(['Wartość pola jest wymagana!']);
    expect(fieldErrors(form, { ...valid, title: undefined }).title).toEqual(['Wartość pola jest wymagana!']);
  });

  it('check both bounds after trimming', () => {
    expect(fieldErrors(form, { ...valid, title: ' ab ' }).title).toEqual([
      'Minimalna długość pola to 3 znaki!',
    ]);
    expect(fieldErrors(form, { ...valid, title: 'abcdef' }).title).toEqual([
      'Maksymalna długość pola to 5 znaki!',
    ]);
    expect(form.parse({ ...valid, title: '  abc  ' }).title).toBe('abc');
  });

  it('check optional text only when filled', () => {
    expect(fieldErrors(form, { ...valid, district: 'ab' }).district).toEqual([
      'Minimalna długość pola to 3 znaki!',
    ]);
    expect(fieldErrors(form, { ...valid, district: 'abcdef' }).district).toEqual([
      'Maksymalna długość pola to 5 znaki!',
    ]);
    expect(form.parse({ ...valid, district: null }).district).toBeNull();
    expect(form.parse({ ...valid, district: ' Nowa ' }).district).toBe('Nowa');
  });
});

describe('bounds of the database columns', () => {
  const bounded = z.object({
    id: idField(),
    area: requiredDigits(),
    price: requiredDigits(ColumnBounds.bigintMax),
    rooms: optionalDigits(ColumnBounds.smallintMax),
  });

  it('accept each column type up to its largest value', () => {
    expect(
      bounded.parse({ id: 2_147_483_647, area: '2147483647', price: 2 ** 53 - 1, rooms: '32767' }),
    ).toEqual({
      id: 2_147_483_647,
      area: 2_147_483_647,
      price: 2 ** 53 - 1,
      rooms: 32_767,
    });
  });

  it('refuse one past it with the digits message', () => {
    expect(fieldErrors(bounded, { id: 2 ** 31, area: '2147483648', price: 2 ** 53, rooms: 32_768 })).toEqual({
      id: ['Podana wartość nie jest liczbą!'],
      area: ['Podana wartość nie jest liczbą!'],
      price: ['Podana wartość nie jest liczbą!'],
      rooms: ['Podana wartość nie jest liczbą!'],
    });
  });
});

describe('control characters', () => {
  const texts = z.object({ title: requiredText({ max: 20 }), district: optionalText({ max: 20 }) });
  const description = requiredText({ max: 20 }, { multiline: true });
  const refused = 'Tekst zawiera niedozwolone znaki.';

  it.each([
    ['NUL', 'a\u0000b'],
    ['BEL', 'a\u0007b'],
    ['ESC', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['NEL', 'a\u0085b'],
    ['a tab', 'a\tb'],
    ['a line break', 'a\nb'],
    ['an unpaired surrogate', 'a\ud800b'],
  ])('such as %s are refused in a one-line text', (_name, text) => {
    expect(fieldErrors(texts, { title: text, district: text })).toEqual({
      title: [refused],
      district: [refused],
    });
  });

  it('leave a multi-line text its tabs and line breaks, and nothing else', () => {
    expect(description.parse('Dom\r\n\tz ogrodem')).toBe('Dom\r\n\tz ogrodem');
    expect(fieldErrors(z.object({ description }), { description: 'Dom\u0000' }).description).toEqual([
      refused,
    ]);
  });

  it('leave Polish letters, emoji and other printable Unicode alone', () => {
    expect(texts.parse({ title: 'Zażółć 👨‍👩‍👧 \u202e', district: 'Ęą' })).toEqual({
      title: 'Zażółć 👨‍👩‍👧 \u202e',
      district: 'Ęą',
    });
  });
});

describe('a value of the wrong kind', () => {
  it('gets a Polish message, not zod’s English', () => {
    expect(fieldErrors(z.object({ choice: z.enum(['a', 'b']) }), { choice: 'c' })).toEqual({
      choice: ['Niepoprawna wartość pola!'],
    });
    expect(fieldErrors(z.object({ nested: z.object({}) }), {})).toEqual({
      nested: ['Wartość pola jest wymagana!'],
    });
  });
});
