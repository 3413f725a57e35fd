/**
 * A service a module calls but a module later in the list provides: the dependency points the other way
 * (orders pays, and the refund of a sale the stock cannot fill belongs to refunds, which is built on orders). The
 * earlier module adds the port as a service; the later one `plug`s its implementation in at boot; calling before
 * then is a wiring mistake and says which module should plug it (decision 022).
 */
export type Port<T extends object> = { readonly name: string; plug(implementation: T): void; get(): T };

export function createPort<T extends object>(name: string, pluggedBy: string): Port<T> {
  let implementation: T | null = null;
  return {
    name,
    plug(value) {
      if (implementation) throw new Error(`The port "${name}" is plugged twice.`);
      implementation = value;
    },
    get() {
      if (!implementation) throw new Error(`The port "${name}" is used before module "${pluggedBy}" plugged it in.`);
      return implementation;
    },
  };
}
