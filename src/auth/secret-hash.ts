import { createHmac } from 'node:crypto'

/** Cognito SECRET_HASH: base64(HMAC-SHA256(key = client secret, message = username + client id)). */
export function secretHash(clientSecret: string, username: string, clientId: string): string {
  return createHmac('sha256', clientSecret)
    .update(username + clientId)
    .digest('base64')
}
