import { data } from 'react-router';

/**
 * The body of a small public form, or the 413 answer for one without a length or over `limit`: refused
 * before it is read.
 */
export async function readSmallForm(request: Request, limit: number, tooLongMessage: string) {
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!(length <= limit)) {
    // The unread body would be taken for the next request on this connection: close it after the answer.
    return {
      refused: data({ formError: tooLongMessage }, { status: 413, headers: { Connection: 'close' } }),
    } as const;
  }
  return { form: await request.formData() } as const;
}
