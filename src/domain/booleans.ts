/**
 * A boolean as core.getBooleanInput reads it (the YAML 1.2 core schema's spellings), so "false" is
 * never read as true; undefined for any other text.
 */
export function yamlBoolean(given: string): boolean | undefined {
  if (['true', 'True', 'TRUE'].includes(given)) return true
  if (['false', 'False', 'FALSE'].includes(given)) return false
  return undefined
}
