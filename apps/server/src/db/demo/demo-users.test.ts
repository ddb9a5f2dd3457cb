import { describe, expect, it } from 'vitest';
import { generateOwner } from './demo-users.ts';
import { createRandom } from './random.ts';

describe('demo owners', () => {
  const random = createRandom(11);
  const owners = Array.from({ length: 300 }, (_, index) => generateOwner(random, 1000 + index));

  it('makes some companies developers, named as developers are, and the others agencies', () => {
    const companies = owners.filter((owner) => owner.company);
    const developers = companies.filter((owner) => owner.developer);
    expect(developers.length).toBeGreaterThan(companies.length / 5);
    expect(developers.length).toBeLessThan(companies.length / 2);
    for (const developer of developers) expect(developer.companyName).toMatch(/ Development sp\. z o\.o\.$/);
  });

  it('never makes a private person a developer', () => {
    expect(owners.filter((owner) => !owner.company).every((owner) => !owner.developer)).toBe(true);
  });
});
