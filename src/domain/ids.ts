import type { Refusal } from '../common/index.ts'

/** The catalog's rule for collection, item and asset ids. */
const ID_PATTERN = /^[0-9a-z-_.]+$/

export const ID_RULE = "1-255 characters of a-z, 0-9, '-', '_' and '.'"

export function isValidId(id: string): boolean {
  return id.length > 0 && id.length <= 255 && ID_PATTERN.test(id)
}

/**
 * A template whose own text (outside its placeholders) no id may hold, with asset ids lowercased
 * first: refused at once, rather than once per file. What the placeholders give is checked per file.
 */
export function idTextRefused(template: string, lowercased: boolean): boolean {
  return !template.split(/\{[^{}]*\}/).every((text) => text === '' || isValidId(lowercased ? text.toLowerCase() : text))
}

/** Why such a template is refused; `kind` names its ids where the input's name does not. */
export function idTextRefusal(template: string, lowercased: boolean, kind?: 'item' | 'asset'): Refusal {
  const ids = kind === undefined ? 'ids' : `${kind} ids`
  return {
    what: `'${template}' gives ${ids} the catalog refuses`,
    fix: `ids are ${ID_RULE}${lowercased ? ' (asset ids are lowercased)' : ''}`,
  }
}
