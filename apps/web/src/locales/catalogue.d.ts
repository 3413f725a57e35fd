/** A catalogue (.po) as the Lingui Vite plugin compiles it (decision 095). */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
