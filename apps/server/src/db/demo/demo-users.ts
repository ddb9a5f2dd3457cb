import { slugify } from '@portal/domain';
import { agencyWords, femaleNames, maleNames, streets, surnames } from './polish-names.ts';
import type { Random } from './random.ts';

/** The columns of a demo user, without its id and password hash. */
export type DemoUser = {
  email: string;
  company: boolean;
  name: string | null;
  surname: string | null;
  companyName: string | null;
  /** A company that sells flats of its own investments ('Deweloper'); other companies are agencies. */
  developer: boolean;
  nip: string | null;
  address: string | null;
  cityCode: string | null;
  phone: string;
  admin: boolean;
};

export const demoPassword = 'demo1234';

const person = {
  company: false,
  companyName: null,
  developer: false,
  nip: null,
  address: null,
  cityCode: null,
  admin: false,
};

/** The accounts printed at start-up, so that anyone can log in and try every role at once. */
export const demoUsers = {
  private: {
    ...person,
    email: 'jan.kowalski@example.com',
    name: 'Jan',
    surname: 'Kowalski',
    phone: '+48 600 100 200',
  },
  company: {
    email: 'biuro@example.com',
    company: true,
    name: null,
    surname: null,
    companyName: 'Biuro Nieruchomości Demo',
    developer: false,
    nip: '5260250274',
    address: 'ul. Marszałkowska 10',
    cityCode: '00-001',
    phone: '+48 22 100 20 30',
    admin: false,
  },
  admin: {
    ...person,
    email: 'admin@example.com',
    name: 'Adam',
    surname: 'Administrator',
    phone: '+48 600 300 400',
    admin: true,
  },
} as const satisfies Record<string, DemoUser>;

export const demoAccounts = [
  { email: demoUsers.private.email, role: 'osoba prywatna' },
  { email: demoUsers.company.email, role: 'firma' },
  { email: demoUsers.admin.email, role: 'administrator' },
] as const;

/**
 * An owner of generated ads: mostly private persons, a quarter companies, about a third of those developers (by its
 * id, so that the draws, and with them every other demo row, stay as they were). `userId` is the id reserved for it,
 * which keeps its e-mail unique however many times demo data is added.
 */
export function generateOwner(random: Random, userId: number): DemoUser {
  const phone = mobilePhone(random);
  if (random.chance(0.25)) {
    const surname = random.pick(surnames)[0];
    const agencyName = random.chance(0.5)
      ? `Biuro Nieruchomości ${surname}`
      : `${random.pick(agencyWords)} Nieruchomości${random.chance(0.4) ? ' sp. z o.o.' : ''}`;
    const developer = userId % 3 === 0;
    const companyName = developer ? `${surname} Development sp. z o.o.` : agencyName;
    return {
      email: `biuro.${slugify(companyName)}.${userId}@example.com`,
      company: true,
      name: null,
      surname: null,
      companyName,
      developer,
      nip: nip(random),
      address: `ul. ${random.pick(streets)} ${random.int(1, 120)}`,
      cityCode: `${pad(random.int(0, 99), 2)}-${pad(random.int(1, 999), 3)}`,
      phone,
      admin: false,
    };
  }
  const isFemale = random.chance(0.5);
  const name = random.pick(isFemale ? femaleNames : maleNames);
  const surname = random.pick(surnames)[isFemale ? 1 : 0];
  return {
    ...person,
    email: `${slugify(name)}.${slugify(surname)}.${userId}@example.com`,
    name,
    surname,
    phone,
  };
}

// Polish mobile numbers start with 5, 6, 7 or 8; written the way people type them.
function mobilePhone(random: Random): string {
  const first = `${random.pick([5, 6, 7, 8])}${pad(random.int(0, 99), 2)}`;
  return `+48 ${first} ${pad(random.int(0, 999), 3)} ${pad(random.int(0, 999), 3)}`;
}

// A NIP whose last digit is the real checksum, so that a validator would accept it.
function nip(random: Random): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const digits = weights.map(() => random.int(0, 9));
    const check = digits.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 11;
    if (check < 10 && digits[0] !== 0) return [...digits, check].join('');
  }
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');
