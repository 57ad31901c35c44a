/**
 * `once(make)`: a function that makes its value at its first call and answers the same value
 * ever after, so a module can define what is costly to build without building it on import.
 */
export function once<Value extends object>(make: () => Value): () => Value {
  let value: Value | undefined
  return () => (value ??= make())
}
