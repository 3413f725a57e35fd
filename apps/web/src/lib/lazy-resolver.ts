import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema code (zod, the contracts) loads on demand, so a form paints before its
 * validation library arrives. Call `preload()` when the form mounts. If the code cannot load (offline), the values
 * pass through and the server, which applies the same schema, has the last word.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let pending: Promise<Resolver<T>> | null = null;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const resolver: Resolver<T> = async (values, context, options) => {
    let resolve: Resolver<T>;
    try {
      resolve = await preload();
    } catch {
      return { values, errors: {} };
    }
    return resolve(values, context, options);
  };
  return { resolver, preload };
}
