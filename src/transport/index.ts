/**
 * The one transport: a keep-alive pool per origin, every way a connection ends settles the request,
 * retries with backoff, proxies.
 * Other folders import from here; modules of this folder import each other directly.
 */
export {
  type AnswerHead,
  type AnswerSink,
  AnswerTooLarge,
  Http,
  RequestFailedError,
  UnreachableError,
  header,
  type HttpRequest,
  type HttpResponse,
  type Unreachable,
} from './http.ts'
export { download, type DownloadAnswer, DownloadError, type DownloadRequest } from './download.ts'
export { RETRYABLE_STATUS } from './retry.ts'
export { proxySecrets } from './proxy.ts'
