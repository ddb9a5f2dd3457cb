import { describe, expect, it } from 'vitest';
import { selectPhotoFiles } from './photo-selection.ts';

function file(name: string, size = 1000, type = 'image/jpeg'): File {
  const photo = new File(['x'], name, { type });
  Object.defineProperty(photo, 'size', { value: size });
  return photo;
}

describe('choosing the photos to upload', () => {
  it('refuses each file of another format or above 8 MB with its own message', () => {
    const { accepted, messages } = selectPhotoFiles(
      [file('plan.pdf', 10, 'application/pdf'), file('big.jpg', 8_388_609), file('dom.HEIC', 500, '')],
      0,
    );
    expect(accepted.map((photo) => photo.name)).toEqual(['dom.HEIC']);
    expect(messages).toEqual([
      'Wystąpił błąd podczas wysyłania pliku: plan.pdf - format pliku inny niż: JPG, JPEG, PNG, HEIC',
      'Wystąpił błąd podczas wysyłania pliku: big.jpg - maksymalny rozmiar pliku to 8 MB',
    ]);
  });

  it('drops the files beyond the 8 photos an ad may have', () => {
    const files = ['a.jpg', 'b.png', 'c.jpeg', 'd.jpg'].map((name) => file(name));
    const { accepted, messages } = selectPhotoFiles(files, 6);
    expect(accepted.map((photo) => photo.name)).toEqual(['a.jpg', 'b.png']);
    expect(messages).toEqual(['Liczba dodanych zdjęć przekroczyła liczbę 8 dozwolonych zdjęć']);
  });
});
