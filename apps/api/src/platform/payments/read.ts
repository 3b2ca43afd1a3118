/** A read of an object Stripe may not have: `null` when `isMissing` says so, else the error. */
export async function orNull<T>(read: Promise<T>, isMissing: (err: unknown) => boolean) {
  try {
    return await read;
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}
