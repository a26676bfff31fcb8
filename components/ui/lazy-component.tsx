"use client";

import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A component whose code is its own chunk, downloaded when it first renders: for what few
 * visitors see (an admin's controls, an opened dialog), so that pages do not ship it up front.
 * Server-rendered HTML stays as it is while the chunk loads; a component first shown in the
 * browser shows `fallback` meanwhile (nothing unless told). `load` is an `import()` of the
 * caller's module, which is what makes the chunk.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: (props: P) => ReactNode,
) {
  const Lazy = lazy(async () => ({ default: await load() })) as ComponentType<P>;
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback?.(props) ?? null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
