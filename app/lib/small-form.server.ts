import { data } from 'react-router';

/**
 * The body of a small public form, or the answer that refuses it: 413 for one without a length or over
 * `limit` (refused before it is read), 400 for one that is not the form it claims to be (a broken multipart
 * body: the sender's fault, never a 500).
 */
export async function readSmallForm(
  request: Request,
  limit: number,
  tooLongMessage: string,
  unreadableMessage: string = tooLongMessage,
) {
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!(length <= limit)) {
    // The unread body would be taken for the next request on this connection: close it after the answer.
    return {
      refused: data({ formError: tooLongMessage }, { status: 413, headers: { Connection: 'close' } }),
    } as const;
  }
  try {
    return { form: await request.formData() } as const;
  } catch {
    return { refused: data({ formError: unreadableMessage }, { status: 400 }) } as const;
  }
}
