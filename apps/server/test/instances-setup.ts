import type { TestProject } from 'vitest/node';
import { type Instance, startTwoInstances } from './instances.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    instances: { a: Instance; b: Instance; databaseUrl: string };
  }
}

/**
 * The `instances` project's one pair of server processes, shared by all its test files: starting them is the slow
 * part. Tests read them with inject('instances').
 */
export default async function setup(project: TestProject) {
  const { a, b, databaseUrl, stop } = await startTwoInstances();
  project.provide('instances', { a, b, databaseUrl });
  return stop;
}
