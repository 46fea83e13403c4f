/** Operations that take a resource first, bound to one: `const on = bindFirst(db); on(searchSite)("query")`. */
export const bindFirst =
  <T>(first: T) =>
  <A extends unknown[], R>(operation: (first: T, ...args: A) => R) =>
  (...args: A): R =>
    operation(first, ...args);
