import { Limits } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ConfigResponse, publicConfig } from './public-config.ts';

describe('the public config', () => {
  it('tells the web app how long expired ads are kept, as the removal job is set', () => {
    const configured = publicConfig(loadConfig({ REMOVE_AFTER_EXPIRY_MONTHS: '6' }));
    expect(ConfigResponse.parse(configured).removalAfterExpiryMonths).toBe(6);
    expect(publicConfig(loadConfig({})).removalAfterExpiryMonths).toBe(Limits.removalAfterExpiryMonths);
  });
});
