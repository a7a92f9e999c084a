/**
 * Sign-in to Amazon Cognito (SECRET_HASH, TOTP) and token renewal.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { CognitoSession, noToken, staticToken, type TokenSource } from './auth.ts'
