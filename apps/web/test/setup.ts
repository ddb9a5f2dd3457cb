// Shared set-up of the web tests: each test starts with an empty DOM, storage and cookie jar.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearCookies } from './cookies.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  clearCookies();
});
