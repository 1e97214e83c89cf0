import type { TestProject } from 'vitest/node';
import { buildTemplate } from './db-template.js';
import { testConfig } from './test-app.js';

/** Once per run of a project: build the template database, and drop it at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await buildTemplate(testConfig(), process.env.DATABASE_URL ?? '');
  project.provide('rcDatabaseTemplate', template.ref);
  return template.dispose;
}
