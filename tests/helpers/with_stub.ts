/*
| A method replaced for the length of one step of a test, and put back
| whatever happens: `await withStub(Fusion, 'create', failing, async () => …)`.
*/
export async function withStub<T extends object, K extends keyof T>(
  target: T,
  key: K,
  fake: T[K],
  step: () => Promise<void>
) {
  const original = target[key]
  target[key] = fake
  try {
    await step()
  } finally {
    target[key] = original
  }
}
