#!/usr/bin/env node
// The stac-publish command line: the same bundle as the action, told apart by this mark.
globalThis[Symbol.for('stac-publish-action.cli')] = true
await import('./index.js')
