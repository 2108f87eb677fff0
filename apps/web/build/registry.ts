import { tsImport } from "tsx/esm/api";

/** A route as the build reads it: its pattern and its page's head keys. */
export interface BuildRoute {
  readonly pattern: string;
  readonly title: string;
  readonly description?: string;
}

/** A lazy part of the app: its route module (from `src/`) and the namespaces that load beside it. */
export interface BuildPart {
  readonly file: string;
  readonly namespaces: readonly string[];
}

/**
 * The web's route registry and lazy parts, read from the areas' manifests (ADR 0099) when the build needs them.
 * A manifest names its screens' modules by `import()`, which a bundler follows: the build's own config is bundled
 * before it runs, so it must not import the registry, which would pull every screen into it. Loaded here by tsx at
 * run time, a manifest's `import()` is never called, and only the tables are read.
 */
export async function loadRegistry(): Promise<{
  routes: Record<string, BuildRoute>;
  routeKeyOf: (pathname: string) => string | undefined;
  parts: BuildPart[];
}> {
  const [paths, areas, account] = (await Promise.all([
    tsImport("../src/app/paths.ts", import.meta.url),
    tsImport("../src/app/areas.ts", import.meta.url),
    tsImport("../src/features/account/manifest.ts", import.meta.url),
  ])) as [
    { routes: Record<string, BuildRoute>; routeKeyOf: (pathname: string) => string | undefined },
    { PARTS: BuildPart[] },
    { loginDialogPart: BuildPart },
  ];
  return { routes: paths.routes, routeKeyOf: paths.routeKeyOf, parts: [...areas.PARTS, account.loginDialogPart] };
}
