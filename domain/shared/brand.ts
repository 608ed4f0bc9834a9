/**
 * A nominal type: a string or number that cannot be mixed up with another of the same shape
 * (a `UserId` is never accepted where a `TestId` is expected).
 */
export type Brand<T, Name extends string> = T & { readonly __brand: Name };
