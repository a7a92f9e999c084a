import { type Config, parseConfig } from '../../src/config/config.ts'
import type { RawInputs } from '../../src/config/inputs.ts'

/**
 * A parsed config as a run has it, its records by phase: valid inputs (a token, collection c,
 * item i, every file) with the declared defaults, and what a test changes.
 */
export const testConfig = (inputs: RawInputs = {}, workspace = '/ws'): Config =>
  parseConfig({ 'access-token': 'token', collection: 'c', item: 'i', files: '**', ...inputs }, { workspace })
