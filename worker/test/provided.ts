/** Values vitest.config.ts hands the worker tests (`inject()`): Node's env does not reach workerd. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Histories the money model property test runs (MODEL_RUNS). */
    modelRuns: number
  }
}

export {}
