/**
 * The vocabulary messages are written in where the action and the command line say a thing
 * differently: an input is `'item'` or `item: x` in a workflow and `--item x` or `STAC_PASSWORD` on
 * the command line, and the few other words each front end has its own for (its inputs as a whole,
 * where its debug lines are). A message is Text, words with these named among them; each front end
 * renders it in its own words (Words), so that the command line never speaks of inputs, secrets or steps.
 */

/** An input named in a text: each front end names it in its own words. */
export interface InputRef {
  readonly input: string
  /** The value it is set to: `items: create` in a workflow, `--items create` on the command line. */
  readonly value?: string
  /** Named bare (set item-datetime), not quoted ('asset-id'). */
  readonly bare?: boolean
}

/** The words besides inputs that each front end says its own way. */
export type Vocabulary = 'inputs' | 'debugLog'

/** A word of the vocabulary named in a text. */
export interface WordRef {
  readonly word: Vocabulary
}

/** Words, and inputs and words of the vocabulary named among them. */
export type Text = readonly (string | InputRef | WordRef)[]

/** Text from a template: say`check ${input('collection')} and ${input('base-url')}`; a Text given as a part is spliced in. */
export function say(strings: TemplateStringsArray, ...parts: readonly (string | number | InputRef | WordRef | Text)[]): Text {
  const text: (string | InputRef | WordRef)[] = []
  strings.forEach((chunk, index) => {
    text.push(chunk)
    const part = parts[index]
    if (Array.isArray(part)) text.push(...(part as Text))
    else if (part !== undefined) text.push(typeof part === 'number' ? String(part) : (part as string | InputRef | WordRef))
  })
  return text.filter((part) => part !== '')
}

/** An input named in a text: quoted ('asset-id'), or with `bare` as a word (item-datetime), or with its value (items: create). */
export const input = (name: string, options: { readonly value?: string; readonly bare?: boolean } = {}): InputRef => ({
  input: name,
  ...options,
})

/** A word of the vocabulary named in a text. */
export const word = (name: Vocabulary): WordRef => ({ word: name })

/** How a front end says a text: the action names inputs by their names in action.yml, the command line by its flags and variables. */
export interface Words {
  /** An input named in a text. */
  input(ref: InputRef): string
  /** An input as the subject of a line: "Input 'item'", "--item". */
  inputSubject(name: string): string
  /** The inputs as a whole, as the first check names them: "Inputs". */
  readonly inputs: string
  /** Where to find what a run did in detail, for a report of an internal error: "the step's debug log". */
  readonly debugLog: string
}

/** A value as a workflow's YAML takes it: quoted where YAML would read it otherwise (a template's '{', ': ', a leading quote). */
export const yamlValue = (value: string): string =>
  /^[{[&*!|>'"%@`#]|^[-?:](\s|$)|: | #|^\s|\s$|^$/.test(value) ? `'${value.replaceAll("'", "''")}'` : value

/** The action's words: its inputs as a workflow names them. */
export const ACTION_WORDS: Words = {
  input: ({ input: name, value, bare }) => (value !== undefined ? `${name}: ${yamlValue(value)}` : bare === true ? name : `'${name}'`),
  inputSubject: (name) => `Input '${name}'`,
  inputs: 'Inputs',
  debugLog: "the step's debug log",
}

/** A text in a front end's words (the action's when none are given). */
export const render = (text: Text, words: Words = ACTION_WORDS): string =>
  text.map((part) => (typeof part === 'string' ? part : 'input' in part ? words.input(part) : words[part.word])).join('')
