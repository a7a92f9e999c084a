/**
 * Inputs and config: the list of inputs, one zod schema to a frozen Config (a record per phase that
 * reads it, typed in domain/), and the YAML inputs (rules and item-properties); what the inputs'
 * values mean is domain/'s.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { parseConfig, type Config } from './config.ts'
export {
  declared,
  INPUT_GROUPS,
  INPUTS,
  INPUT_NAMES,
  SECRET_INPUTS,
  type InputDeclaration,
  type InputName,
  type Phase,
  type RawInputs,
} from './inputs.ts'
export { loadMetadata } from './metadata.ts'
export type { Rule } from './rules.ts'
export { nearest } from './suggest.ts'
