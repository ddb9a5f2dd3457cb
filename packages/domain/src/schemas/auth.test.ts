import { describe, expect, it } from 'vitest';
import {
  ChangePasswordSchema,
  LoginSchema,
  NewPasswordSchema,
  RegisterCompanySchema,
  RegisterUserSchema,
  UserHashParamsSchema,
} from './auth.ts';
import { ProfileUpdateSchema } from './profile.ts';
import { fieldErrors } from './test-helpers.ts';

const user = {
  email: 'Jan@Example.PL',
  password: 'abc',
  rePassword: 'abc',
  name: 'Jan',
  surname: 'Kowalski',
  phone: '600100200',
  captcha: 'solved',
  terms: true,
};

const company = {
  email: 'biuro@agencja.pl',
  password: 'tajne',
  rePassword: 'tajne',
  companyName: 'Agencja',
  nip: '1234567890',
  address: 'ul. Długa 1',
  cityCode: '31-042',
  phone: '126001002',
  captcha: 'solved',
  terms: true,
};

describe('LoginSchema', () => {
  it('lower-cases the e-mail and remembers the user by default', () => {
    expect(LoginSchema.parse({ email: ' Jan@Example.PL ', password: 'abc' })).toEqual({
      email: 'jan@example.pl',
      password: 'abc',
      rememberMe: true,
    });
  });

  it('shows the required, e-mail and length messages', () => {
    expect(fieldErrors(LoginSchema, { email: '', password: '' })).toEqual({
      email: ['Wartość pola jest wymagana!'],
      password: ['Wartość pola jest wymagana!'],
    });
    expect(fieldErrors(LoginSchema, { email: 'jan@', password: 'ab' })).toEqual({
      email: ['Podaj poprawny adres e-mail!'],
      password: ['Minimalna długość pola to 3 znaki!'],
    });
  });
});

describe('RegisterUserSchema', () => {
  it('accepts a complete private registration', () => {
    expect(RegisterUserSchema.parse(user).email).toBe('jan@example.pl');
  });

  it('checks the lengths of the personal fields', () => {
    expect(
      fieldErrors(RegisterUserSchema, {
        ...user,
        name: 'Ja',
        surname: 'K'.repeat(51),
        phone: '1'.repeat(21),
      }),
    ).toEqual({
      name: ['Minimalna długość pola to 3 znaki!'],
      surname: ['Maksymalna długość pola to 50 znaki!'],
      phone: ['Maksymalna długość pola to 20 znaki!'],
    });
  });

  it('takes a phone written with spaces, +, - and parentheses, and refuses letters with a Polish message', () => {
    for (const phone of ['+48 600 100 200', '(12) 345-67-89', '600100200'])
      expect(RegisterUserSchema.parse({ ...user, phone }).phone).toBe(phone);
    const onlyDigits = 'Numer telefonu może zawierać tylko cyfry, spacje, znaki „+” i „-” oraz nawiasy!';
    for (const phone of ['600 1OO 200', 'zadzwoń', '+-()'])
      expect(fieldErrors(RegisterUserSchema, { ...user, phone })).toEqual({ phone: [onlyDigits] });
    expect(fieldErrors(ProfileUpdateSchema, { company: true, phone: 'tel. 600100200' }).phone).toEqual([
      onlyDigits,
    ]);
  });

  it('shows a mismatch next to other errors', () => {
    expect(fieldErrors(RegisterUserSchema, { ...user, name: '', rePassword: 'abd' })).toEqual({
      name: ['Wartość pola jest wymagana!'],
      rePassword: ['Powtórz wartość poprawnie!'],
    });
  });

  it('requires the captcha and the terms', () => {
    expect(fieldErrors(RegisterUserSchema, { ...user, captcha: '', terms: false })).toEqual({
      captcha: ['Potwierdź, że nie jesteś robotem'],
      terms: ['Musisz zaakceptować regulamin!'],
    });
  });
});

describe('RegisterCompanySchema', () => {
  it('checks the company fields', () => {
    expect(RegisterCompanySchema.safeParse(company).success).toBe(true);
    expect(
      fieldErrors(RegisterCompanySchema, {
        ...company,
        nip: '12345678',
        address: 'ul.',
        cityCode: '31-0425',
      }),
    ).toEqual({
      nip: ['Minimalna długość pola to 9 znaki!'],
      address: ['Minimalna długość pola to 5 znaki!'],
      cityCode: ['Maksymalna długość pola to 6 znaki!'],
    });
  });
});

describe('password forms', () => {
  it('requires the repeated password to match', () => {
    expect(fieldErrors(NewPasswordSchema, { password: 'abcd', rePassword: 'abce' })).toEqual({
      rePassword: ['Powtórz wartość poprawnie!'],
    });
    expect(
      fieldErrors(ChangePasswordSchema, { currentPassword: 'ab', newPassword: 'xyz', rePassword: 'xyz' }),
    ).toEqual({ currentPassword: ['Minimalna długość pola to 3 znaki!'] });
    expect(
      fieldErrors(ChangePasswordSchema, { currentPassword: 'abc', newPassword: 'xyz', rePassword: 'abc' }),
    ).toEqual({ rePassword: ['Powtórz wartość poprawnie!'] });
  });

  it('accepts only uppercase letters and digits as a link hash', () => {
    expect(UserHashParamsSchema.parse({ userId: '12', hash: 'AB12CD' })).toEqual({
      userId: 12,
      hash: 'AB12CD',
    });
    expect(UserHashParamsSchema.safeParse({ userId: '12', hash: 'ab12' }).success).toBe(false);
    expect(UserHashParamsSchema.safeParse({ userId: '0', hash: 'AB' }).success).toBe(false);
  });
});

describe('ProfileUpdateSchema', () => {
  it('takes only the fields of the chosen set', () => {
    expect(
      ProfileUpdateSchema.parse({ company: false, name: 'Jan', surname: 'Nowak', phone: '123', nip: 'x' }),
    ).toEqual({ company: false, name: 'Jan', surname: 'Nowak', phone: '123' });
    expect(
      fieldErrors(ProfileUpdateSchema, { company: true, companyName: 'Ab', phone: '123' }),
    ).toMatchObject({
      companyName: ['Minimalna długość pola to 3 znaki!'],
      nip: ['Wartość pola jest wymagana!'],
    });
  });
});
