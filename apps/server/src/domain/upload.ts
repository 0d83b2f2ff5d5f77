import type { Readable } from 'node:stream';

/** A raw-body upload as the services read it: streamed, never buffered by the route. */
export type UploadBody = { body: Readable; declaredType: string | undefined; contentLength?: number };
