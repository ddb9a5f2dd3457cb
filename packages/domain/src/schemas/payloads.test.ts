import { describe, expect, it } from 'vitest';
import { AddIntegrationSchema, RemoveAdSchema } from './admin.ts';
import { ViewSchema } from './common.ts';
import { ContactSchema } from './contact.ts';
import { checkPhotoFile, PhotoDescriptorsSchema, PhotoSortSchema } from './photos.ts';
import { fieldErrors } from './test-helpers.ts';

describe('checkPhotoFile', () => {
  it('accepts the four formats in any letter case up to 8 MB', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.HEIC']) {
      expect(checkPhotoFile({ name, size: 8_388_608, type: '' })).toBeNull();
    }
  });

  it('names the file and the reason', () => {
    expect(checkPhotoFile({ name: 'plan.pdf', size: 10, type: 'application/pdf' })).toBe(
      'Wystąpił błąd podczas wysyłania pliku: plan.pdf - format pliku inny niż: JPG, JPEG, PNG, HEIC',
    );
    expect(checkPhotoFile({ name: 'duze.jpg', size: 8_388_609, type: 'image/jpeg' })).toBe(
      'Wystąpił błąd podczas wysyłania pliku: duze.jpg - maksymalny rozmiar pliku to 8 MB',
    );
  });
});

describe('PhotoDescriptorsSchema', () => {
  const photo = { name: 'a.jpg', size: 1000, type: 'image/jpeg' };

  it('takes 1 to 8 acceptable files', () => {
    expect(PhotoDescriptorsSchema.parse([photo])).toEqual([photo]);
    expect(fieldErrors(PhotoDescriptorsSchema, [])).toEqual({
      '': ['Wymagane jest dodanie przynajmniej 1 zdjęcia'],
    });
    expect(fieldErrors(PhotoDescriptorsSchema, Array(9).fill(photo))).toEqual({
      '': ['Liczba dodanych zdjęć przekroczyła liczbę 8 dozwolonych zdjęć'],
    });
  });

  it('reports a rejected file at its position', () => {
    expect(fieldErrors(PhotoDescriptorsSchema, [photo, { ...photo, name: 'x.gif' }])).toEqual({
      '1': ['Wystąpił błąd podczas wysyłania pliku: x.gif - format pliku inny niż: JPG, JPEG, PNG, HEIC'],
    });
  });

  it('orders photos from 0', () => {
    expect(PhotoSortSchema.parse([{ photoId: '4', sort: 0 }])).toEqual([{ photoId: 4, sort: 0 }]);
    expect(PhotoSortSchema.safeParse([{ photoId: 4, sort: -1 }]).success).toBe(false);
  });
});

describe('ContactSchema', () => {
  const contact = { name: 'Anna', email: 'anna@example.pl', text: 'Dzień dobry', captcharesponse: 'ok' };

  it('limits the text to 500 characters and requires the captcha', () => {
    expect(ContactSchema.safeParse(contact).success).toBe(true);
    expect(fieldErrors(ContactSchema, { ...contact, text: 'x'.repeat(501), captcharesponse: '' })).toEqual({
      text: ['Maksymalna długość pola to 500 znaki!'],
      captcharesponse: ['Potwierdź, że nie jesteś robotem'],
    });
    expect(fieldErrors(ContactSchema, { ...contact, name: 'A'.repeat(21) }).name).toEqual([
      'Maksymalna długość pola to 20 znaki!',
    ]);
  });
});

describe('admin payloads', () => {
  it('checks a new integration', () => {
    expect(
      AddIntegrationSchema.parse({
        userId: '5',
        ftpLogin: 'Ftp@Agencja.pl',
        ftpPassword: 'sekret',
        type: 'asari',
      }),
    ).toEqual({ userId: 5, ftpLogin: 'ftp@agencja.pl', ftpPassword: 'sekret', type: 'asari' });
    expect(
      fieldErrors(AddIntegrationSchema, { userId: 'x', ftpLogin: 'ftp', ftpPassword: 'abcd', type: '' }),
    ).toEqual({
      userId: ['Podana wartość nie jest liczbą!'],
      ftpLogin: ['Podaj poprawny adres e-mail!'],
      ftpPassword: ['Minimalna długość pola to 5 znaki!'],
      type: ['Wartość pola jest wymagana!'],
    });
  });

  it('checks an ad id and a view', () => {
    expect(RemoveAdSchema.parse({ estateId: '17' })).toEqual({ estateId: 17 });
    expect(fieldErrors(RemoveAdSchema, { estateId: '1a' }).estateId).toEqual([
      'Podana wartość nie jest liczbą!',
    ]);
    expect(ViewSchema.parse({ estateId: 3, type: 'phone' })).toEqual({ estateId: 3, type: 'phone' });
    expect(ViewSchema.safeParse({ estateId: 3, type: 'mail' }).success).toBe(false);
  });
});
