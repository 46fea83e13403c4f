/** The English resources must have exactly the keys of the Thai ones, with string leaves. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
