#!/usr/bin/env node
// The stac-publish command line: the same bundle as the action, told apart by a mark. Written by
// scripts/cli-launcher.ts in the oldest syntax, so that any Node.js can say what it lacks.
var found = String(process.versions.node)
var parts = found.split('.')
var major = Number(parts[0])
var minor = Number(parts[1])
var patch = Number(parts[2])
if (!((major === 22 && minor >= 21) || (major > 24 || (major === 24 && minor >= 5)))) {
  process.stderr.write('stac-publish needs Node.js 22.21.0 or a later 22, or 24.5.0 or later; this is Node.js ' + found + ' (' + process.execPath + ')\n')
  process.exit(2)
}
globalThis[Symbol.for('stac-publish-action.cli')] = true
globalThis[Symbol.for('stac-publish-action.version')] = "0.1.0"
new Function('return import("./index.js")')()
