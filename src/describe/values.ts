import type { AssetSpec } from '../assets/index.ts'
import type { Problem, Text } from '../common/index.ts'

export const itemProblem = (id: string, what: Text, fix?: Text): Problem => ({
  subject: { kind: 'item', id },
  what,
  ...(fix === undefined ? {} : { fix }),
})

/** The one value an item's files give for a field, and a file that gives it; a problem when they disagree. */
export function agreed(
  id: string,
  specs: readonly AssetSpec[],
  field: {
    /** The field, as the problem names it. */
    readonly name: Text
    readonly value: (spec: AssetSpec) => string | undefined
    /** What makes two texts the same value. */
    readonly key?: (text: string) => string
  },
  problems: Problem[],
): { readonly value: string; readonly file: string } | undefined {
  const { name, value, key = (text: string) => text } = field
  const values = new Map<string, { readonly value: string; readonly file: string }>()
  for (const spec of specs) {
    const given = value(spec)?.trim()
    if (given !== undefined && given !== '' && !values.has(key(given)))
      values.set(key(given), { value: given, file: spec.file.relativePath })
  }
  if (values.size > 1) {
    const listed = [...values.values()].map((given) => `'${given.value}' (${given.file})`).join(', ')
    problems.push(itemProblem(id, ['its files give different ', ...name, ` values: ${listed}`], ['give one per item']))
  }
  return values.values().next().value
}
